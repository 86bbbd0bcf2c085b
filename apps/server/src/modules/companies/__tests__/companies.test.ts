import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
let staff = '';

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx.db, { email: 'staff@companies.test', role: 'Inhouse' });
  staff = await signIn(t.app, 'staff@companies.test');
});
afterAll(() => t.close());

const create = (payload: object) =>
  call(t.app, { method: 'POST', url: '/api/companies/', key: staff, lang: 'en', payload });

describe('company records (SPEC §3)', () => {
  it('creates a company with its fields and logs it in API field names', async () => {
    const res = await create({ name: 'Nya Bolaget AB', company_id: '556300-0001', city: 'Malmö' });
    expect(res.statusCode).toBe(201);
    const company = res.json<{ id: number }>();
    expect(company).toMatchObject({
      name: 'Nya Bolaget AB',
      company_id: '556300-0001',
      city: 'Malmö',
      country: 'SE',
      is_active: true,
      accounting_firm: null,
    });
    const log = await call(t.app, {
      url: `/api/event-log/?entity=company&entity_id=${company.id}`,
      key: staff,
    });
    expect(log.json()).toMatchObject({
      results: [
        {
          action: 'created',
          new_data: { name: 'Nya Bolaget AB', company_id: '556300-0001', address_line1: '' },
        },
      ],
    });
  });

  it('refuses a second company with the same organisation number, dash or not', async () => {
    const res = await create({ name: 'Kopian AB', company_id: '5563000001' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'conflict',
      errors: { company_id: ['The organisation number is already used by Nya Bolaget AB.'] },
    });
  });

  it('keeps fields a PATCH leaves out', async () => {
    const [first] = (await call(t.app, { url: '/api/companies/?search=Nya', key: staff })).json<{
      results: { id: number }[];
    }>().results;
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/api/companies/${first!.id}/`,
      key: staff,
      payload: { zip_code: '211 20' },
    });
    expect(res.json()).toMatchObject({ name: 'Nya Bolaget AB', city: 'Malmö', zip_code: '211 20' });
  });
});
