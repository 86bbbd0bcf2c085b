import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogItems } from '../../../db/schema/catalog';
import { insertCompany } from '../../companies/companies.repository';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

/** The catalogue (catalog_items, ADR 015) kept through the generic resource API (ADR 027). */
let t: TestApp;
let key = '';

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx.db, { email: 'staff@catalogue.test', role: 'Inhouse' });
  key = await signIn(t.app, 'staff@catalogue.test');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  call(t.app, { method, url, key, lang: 'en', ...(payload ? { payload } : {}) });

type Row = { id: number; data: Record<string, unknown>; created_by: unknown; updated_by: unknown };

describe('the catalogue as a generic resource', () => {
  it('lists the existing catalogue rows, searched, filtered and sorted in the table', async () => {
    const all = (await api('GET', '/api/generic-resources/catalogue/?limit=100')).json();
    expect(all.count).toBe(await t.ctx.db.$count(catalogItems));
    const shopify = (all.results as Row[]).find((r) => r.data.slug === 'shopify')!;
    expect(shopify.data).toMatchObject({
      kind: 'app',
      name: 'Shopify',
      category: 'webshop',
      accountings: ['fortnox', 'visma', 'sie'],
      active: true,
    });
    expect(shopify.created_by).toBeNull(); // seeded: nobody wrote it

    const payments = (
      await api('GET', '/api/generic-resources/catalogue/?category=payment&ordering=-name')
    ).json();
    expect(payments.results.map((r: Row) => r.data.name)).toEqual(['Stripe', 'Klarna']);
    const found = (await api('GET', '/api/generic-resources/catalogue/?search=utbetalning')).json();
    expect(found.results.map((r: Row) => r.data.slug)).toEqual(
      expect.arrayContaining(['stripe', 'shopify']),
    );
  });

  it('adds, changes and removes a product in catalog_items, with who did it from the event log', async () => {
    const made = await api('POST', '/api/generic-resources/catalogue/', {
      kind: 'product',
      slug: 'bokslutspaket',
      name: 'Bokslutspaket',
      category: 'service',
      description_sv: 'Årsbokslut av en redovisningskonsult.',
    });
    expect(made.statusCode, made.body).toBe(201);
    const row = made.json() as Row & { created_by: { email: string } };
    expect(row.created_by).toMatchObject({ email: 'staff@catalogue.test' });
    const [stored] = await t.ctx.db.select().from(catalogItems).where(eq(catalogItems.id, row.id));
    expect(stored).toMatchObject({
      kind: 'product',
      slug: 'bokslutspaket',
      connectorId: null,
      active: true,
    });

    const changed = await api('PATCH', `/api/generic-resources/catalogue/${row.id}/`, {
      sort_order: 300,
      active: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      data: { sort_order: 300, active: false },
      updated_by: { email: 'staff@catalogue.test' },
    });
    const hidden = await call(t.app, { method: 'GET', url: '/api/catalog/products/', key });
    expect(hidden.json().results.map((r: { slug: string }) => r.slug)).not.toContain(
      'bokslutspaket',
    );

    const taken = await api('POST', '/api/generic-resources/catalogue/', {
      kind: 'product',
      slug: 'BOKSLUTSPAKET'.toLowerCase(),
      name: 'Igen',
      category: 'service',
    });
    expect(taken.json().errors).toEqual({
      kind: ['A row with the same kind + id already exists.'],
    });

    expect((await api('DELETE', `/api/generic-resources/catalogue/${row.id}/`)).statusCode).toBe(
      204,
    );
    expect(await t.ctx.db.select().from(catalogItems).where(eq(catalogItems.id, row.id))).toEqual(
      [],
    );
  });

  it('keeps an app that a subscription uses, and its id: it is deactivated instead', async () => {
    const company = await insertCompany(t.ctx.db, {
      name: 'Kund AB',
      organizationNumber: '556000-1111',
    });
    await insertSubscription(t.ctx.db, {
      companyId: company.id,
      application: 'klarna',
      accounting: 'visma',
      startDate: '2026-01-01',
    });
    const [klarna] = await t.ctx.db
      .select()
      .from(catalogItems)
      .where(eq(catalogItems.slug, 'klarna'));
    const res = await api('DELETE', `/api/generic-resources/catalogue/${klarna!.id}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'conflict',
      detail: 'The row is used by 1 subscriptions and cannot be deleted. Deactivate it instead.',
    });
    expect(
      await t.ctx.db.select().from(catalogItems).where(eq(catalogItems.slug, 'klarna')),
    ).toHaveLength(1);

    const renamed = await api('PATCH', `/api/generic-resources/catalogue/${klarna!.id}/`, {
      slug: 'klarna-v2',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().detail).toBe(
      'The row is used by 1 subscriptions: its kind and id cannot be changed.',
    );
    const hidden = await api('PATCH', `/api/generic-resources/catalogue/${klarna!.id}/`, {
      active: false,
      name: 'Klarna (gammal)',
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ slug: 'klarna', active: false });
  });
});
