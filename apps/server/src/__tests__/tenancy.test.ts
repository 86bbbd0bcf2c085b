import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MAPPED_ACCOUNTS } from '@portal/contracts/schemas/configuration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '@portal/contracts/permissions';
import type { Role } from '@portal/contracts/roles';
import type { RegisteredRoute } from '../app';
import {
  addCompanyMember,
  addFirmMember,
  assignAccountant,
  insertCompany,
  insertFirm,
} from '../modules/companies/companies.repository';
import { notify } from '../modules/notifications/notifications.service';
import { insertSubscription } from '../modules/subscriptions/subscriptions.repository';
import { insertShipment } from '../modules/shipments/shipments.repository';
import { insertTask } from '../modules/engine/tasks.repository';
import { createUser, signIn } from '../test/fixtures';
import { call, createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';

/**
 * Tenancy (ADR 010): for every endpoint that takes an object id, a user of another company or
 * firm asking for tenant A's object gets 404 — reads and writes alike — and the database is
 * byte-for-byte unchanged afterwards.
 */
let t: TestApp;
const A = {
  owner: 0,
  colleague: 0,
  master: 0,
  assistant: 0,
  company: 0,
  firm: 0,
  notice: 0,
  subscription: 0,
  shipment: 0,
  bulkJob: 0,
};
const outsiders: { role: Role; key: string; userId: number; spare: number }[] = [];
let inhouseKey = '';
let ownerAKey = '';

const TABLES = [
  'users',
  'companies',
  'accounting_firms',
  'company_memberships',
  'firm_memberships',
  'accountant_company_assignments',
  'invitations',
  'notifications',
  'event_log',
  'plugins',
  'outbox',
  'subscriptions',
  'sync_entries',
  'booked_vouchers',
  'shipments',
  'shipment_events',
  'shipment_labels',
  'shipment_settings',
  'periodic_tasks',
];

async function digest(): Promise<string> {
  const hash = createHash('sha256');
  for (const table of TABLES) {
    const result = await t.ctx.db.execute(sql.raw(`select * from ${table} order by 1`));
    const rows = (result as unknown as { rows: unknown[] }).rows;
    hash.update(`${table}:${JSON.stringify(rows)}`);
  }
  return hash.digest('hex');
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  // Tenant A: a firm with a master and an assistant, a client company with owner and colleague.
  const firmA = await insertFirm(db, { name: 'Byrå A' });
  const companyA = await insertCompany(db, {
    name: 'Bolag A',
    organizationNumber: '556000-0001',
    accountingFirmId: firmA.id,
  });
  const ownerA = await createUser(db, { email: 'owner-a@tenancy.test', role: 'Owner' });
  const colleagueA = await createUser(db, { email: 'colleague-a@tenancy.test', role: 'Colleague' });
  const masterA = await createUser(db, {
    email: 'master-a@tenancy.test',
    role: 'MasterAccountant',
  });
  const assistantA = await createUser(db, {
    email: 'assistant-a@tenancy.test',
    role: 'AssistingAccountant',
  });
  await addCompanyMember(db, ownerA.id, companyA.id, 'Owner');
  await addCompanyMember(db, colleagueA.id, companyA.id, 'Colleague');
  await addFirmMember(db, masterA.id, firmA.id, 'MasterAccountant');
  await addFirmMember(db, assistantA.id, firmA.id, 'AssistingAccountant');
  await assignAccountant(db, assistantA.id, companyA.id);
  await notify(db, ownerA, 'welcome', new Date());
  const [notice] = (
    (await db.execute(
      sql`select id from notifications where user_id = ${ownerA.id}`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const subscriptionA = await insertSubscription(db, {
    companyId: companyA.id,
    application: 'shopify',
    accounting: 'fortnox',
    startDate: '2026-01-01',
  });
  const shipmentA = await insertShipment(db, {
    companyId: companyA.id,
    subscriptionId: subscriptionA.id,
    externalReference: 'tenancy-a-1',
    purchase: 'bought',
    carrier: 'postnord',
    serviceId: '1102',
    serviceName: 'PostNord MyPack Home',
    receiver: {
      name: 'A',
      address1: 'Gatan 1',
      postalCode: '11122',
      city: 'Stockholm',
      country: 'SE',
    },
    parcels: [
      {
        weightGrams: 1000,
        lengthCm: null,
        widthCm: null,
        heightCm: null,
        contents: [],
        description: '',
      },
    ],
    totalWeightGrams: 1000,
    totalValue: 0,
    labelFormat: 'pdf_a6',
    trackingNumber: '00370000000000000001',
  });
  const bulkA = await insertTask(db, {
    name: 'shipments_bulk',
    trigger: 'manual',
    syncType: 'element',
    companyId: companyA.id,
    kwargs: { orders: [], results: [] },
  });
  Object.assign(A, {
    shipment: shipmentA.id,
    bulkJob: bulkA.id,
    subscription: subscriptionA.id,
    owner: ownerA.id,
    colleague: colleagueA.id,
    master: masterA.id,
    assistant: assistantA.id,
    company: companyA.id,
    firm: firmA.id,
    notice: notice!.id,
  });

  // Tenant B: the same shape, other people; each outsider has a colleague of their own to use
  // as a valid payload, so a refusal can only come from tenancy.
  const firmB = await insertFirm(db, { name: 'Byrå B' });
  const companyB = await insertCompany(db, {
    name: 'Bolag B',
    organizationNumber: '556000-0002',
    accountingFirmId: firmB.id,
  });
  const specs: [Role, string][] = [
    ['Owner', 'owner-b'],
    ['Colleague', 'colleague-b'],
    ['MasterAccountant', 'master-b'],
    ['PartnerAccountant', 'partner-b'],
    ['AssistingAccountant', 'assistant-b'],
    ['NonPartnerAccountant', 'nonpartner-b'],
  ];
  for (const [role, name] of specs) {
    const user = await createUser(db, { email: `${name}@tenancy.test`, role });
    if (role === 'Owner' || role === 'Colleague')
      await addCompanyMember(db, user.id, companyB.id, role);
    else {
      await addFirmMember(db, user.id, firmB.id, role);
      await assignAccountant(db, user.id, companyB.id);
    }
    outsiders.push({ role, key: await signIn(t.app, user.email), userId: user.id, spare: 0 });
  }
  const spareB = await createUser(db, {
    email: 'spare-b@tenancy.test',
    role: 'AssistingAccountant',
  });
  await addFirmMember(db, spareB.id, firmB.id, 'AssistingAccountant');
  for (const o of outsiders) o.spare = spareB.id;

  await createUser(db, { email: 'inhouse@tenancy.test', role: 'Inhouse' });
  inhouseKey = await signIn(t.app, 'inhouse@tenancy.test');
  ownerAKey = await signIn(t.app, 'owner-a@tenancy.test');
});
afterAll(() => t.close());

/** Tenant A's object ids for a route's path parameters. */
function urlFor(route: RegisteredRoute): string {
  const id = route.url.startsWith('/api/companies/')
    ? A.company
    : route.url.startsWith('/api/accounting-firms/')
      ? A.firm
      : route.url.startsWith('/api/notifications/')
        ? A.notice
        : route.url.startsWith('/api/subscriptions/')
          ? A.subscription
          : route.url.startsWith('/api/shipments/')
            ? A.shipment
            : A.owner;
  const member = route.url.startsWith('/api/accounting-firms/') ? A.assistant : A.colleague;
  return route.url
    .replace(':id', String(id))
    .replace(':userId', String(member))
    .replace(':job', String(A.bulkJob));
}

/** A payload that is valid for the route, so only tenancy can refuse it. */
function payloadFor(route: RegisteredRoute, spare: number): unknown {
  const key = `${route.method} ${route.url}`;
  const payloads: Record<string, unknown> = {
    'PATCH /api/users/:id/': { first_name: 'Inkräktare' },
    'PUT /api/users/me/tours/:tour/': { status: 'dismissed', step: 0 },
    'PATCH /api/workflow-templates/:id/': { name: 'Kapad' },
    'POST /api/workflow-templates/:id/projects/': { start_date: '2027-01-01' },
    'POST /api/workflow-templates/:id/recurrences/': {
      client: 1,
      frequency: 'monthly',
      first_period_start: '2027-01-01',
    },
    'POST /api/subscriptions/:id/preview/': { entity: 'order', payload: { id: 1 } },
    'POST /api/subscriptions/:id/sync/element/': { kind: 'order', id: '1001' },
    'POST /api/subscriptions/:id/actions/': { action: 'pause' },
    'POST /api/subscriptions/:id/activate/': {
      start_date: '2026-11-20',
      accept_terms: true,
      terms_version: '2026-11',
    },
    'PUT /api/subscriptions/:id/configuration/': {
      posting_model: 'per_payout',
      accounts: Object.fromEntries(MAPPED_ACCOUNTS.map((key) => [key, '1580'])),
      confirmed: [...MAPPED_ACCOUNTS],
    },
    'POST /api/subscriptions/:id/activation/check/': {},
    'POST /api/subscriptions/:id/activation/estimate/': { start_date: '2026-11-20' },
    'PATCH /api/billing/subscriptions/:id/interval/': { payment_interval: 'yearly' },
    'PATCH /api/companies/:id/': { name: 'Kapat AB' },
    'POST /api/companies/:id/accountants/': { user_id: spare },
    'PATCH /api/accounting-firms/:id/': { bank: 'Kapad bank' },
    'PATCH /api/audit-preparation/items/:id/': { status: 'in_progress' },
    'PATCH /api/tax-preparation/returns/:id/': { status: 'in_progress' },
    'PATCH /api/budgets/:id/': { name: 'Kapad' },
    'PUT /api/budgets/:id/lines/': { lines: [] },
    'POST /api/budgets/:id/from-actuals/': { percent: 0 },
    'PATCH /api/report-schedules/:id/': { active: false },
    'PUT /api/report-schedules/:id/': {
      name: 'Kapad',
      template: 'balance_sheet',
      format: 'pdf',
      data_period: 'last_month',
      frequency: 'daily',
      time: '07:00',
      to: ['kapad@example.com'],
      locale: 'sv',
    },
    'POST /api/tax-preparation/returns/:id/file/': {},
    'PUT /api/tax-preparation/settings/:id/': {
      vat_frequency: 'monthly',
      fiscal_year_end_month: 6,
    },
    'PUT /api/client-rates/:id/': { hourly_rate: '1500' },
    'PATCH /api/time-entries/:id/': { description: 'Inkräktare' },
    'PATCH /api/notes/:id/': { title: 'Kapad' },
    'PATCH /api/todos/:id/': { task: 'Kapad' },
    'PATCH /api/shipments/:id/': { reference: 'Kapad' },
    'PATCH /api/guides/:id/': { title: 'Kapad' },
    'POST /api/client-communication/:id/messages/': { body: 'Inkräktare' },
    'POST /api/accounting-firms/:id/accountants/': {
      email: 'spare-b@tenancy.test',
      role: 'AssistingAccountant',
    },
    'PATCH /api/projects/:id/': { name: 'Kapat' },
    'POST /api/projects/:id/boards/': { name: 'Kapad' },
    'PATCH /api/projects/boards/:id/': { name: 'Kapad' },
    'POST /api/projects/boards/:id/columns/': { title: 'Kapad' },
    'PATCH /api/projects/columns/:id/': { title: 'Kapad' },
    'POST /api/projects/columns/:id/tasks/': { title: 'Kapad' },
    'PATCH /api/projects/tasks/:id/': { title: 'Kapad' },
    'POST /api/projects/tasks/:id/move/': { column: 1, position: 0 },
  };
  return payloads[key];
}

const objectRoutes = () =>
  t.app.apiRoutes.filter(
    (r) =>
      !r.public &&
      r.url.includes(':') &&
      !r.url.startsWith('/api/plugins/') && // plugins are not a tenant's (in-house only)
      !(r.method === 'PUT' && r.url === '/api/users/:id/'), // multipart: covered in picture tests
  );

describe('tenancy: another tenant’s objects are not found', () => {
  it('answers 404 to every outsider for every object endpoint and changes nothing', async () => {
    const before = await digest();
    const routes = objectRoutes();
    const wrong: string[] = [];
    let calls = 0;
    for (const route of routes) {
      for (const outsider of outsiders) {
        if (route.permission && !can(outsider.role, route.permission)) continue; // a 403 case
        const payload = payloadFor(route, outsider.spare);
        const res = await call(t.app, {
          method: route.method as 'GET',
          url: urlFor(route),
          key: outsider.key,
          lang: 'en',
          ...(payload !== undefined ? { payload: payload as object } : {}),
        });
        calls++;
        if (res.statusCode !== 404) {
          wrong.push(
            `${outsider.role} ${route.method} ${urlFor(route)}: ${res.statusCode} ${res.body}`,
          );
        }
      }
    }
    console.info(`tenancy: ${routes.length} object endpoints, ${calls} outsider calls`);
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(routes.length);
    expect(await digest()).toBe(before);
  });

  it('refuses to switch an outsider into tenant A’s company', async () => {
    const before = await digest();
    for (const outsider of outsiders.filter((o) => can(o.role, 'switch:client-company'))) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/switch/company/',
        key: outsider.key,
        payload: { company_id: A.company },
      });
      expect(res.statusCode, outsider.role).toBe(404);
    }
    expect(await digest()).toBe(before);
  });

  it('leaves tenant A out of every outsider list', async () => {
    for (const outsider of outsiders) {
      for (const url of [
        '/api/companies/',
        '/api/users/',
        '/api/accounting-firms/',
        '/api/users/invitations/',
      ]) {
        const res = await call(t.app, { url: `${url}?limit=500`, key: outsider.key });
        expect(res.statusCode, `${outsider.role} ${url}`).toBe(200);
        const body = res.json<{ results: { id: number; name?: string; email?: string }[] }>();
        const leaked = body.results.filter(
          (r) => r.name === 'Bolag A' || r.name === 'Byrå A' || /-a@tenancy/.test(r.email ?? ''),
        );
        expect(leaked, `${outsider.role} ${url}`).toEqual([]);
      }
    }
  });

  it('shows tenant A its own objects, and in-house staff everything', async () => {
    for (const key of [ownerAKey, inhouseKey]) {
      const res = await call(t.app, { url: `/api/companies/${A.company}/`, key });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Bolag A', company_id: '556000-0001' });
    }
    const users = await call(t.app, { url: `/api/companies/${A.company}/users/`, key: ownerAKey });
    expect(
      users.json<{ email: string; connection: string }[]>().map((u) => [u.email, u.connection]),
    ).toEqual([
      ['owner-a@tenancy.test', 'Owner'],
      ['colleague-a@tenancy.test', 'Colleague'],
      ['assistant-a@tenancy.test', 'Accountant'],
    ]);
    const firm = await call(t.app, { url: `/api/accounting-firms/${A.firm}/`, key: inhouseKey });
    expect(firm.json()).toMatchObject({ name: 'Byrå A', client_count: 1, accountant_count: 2 });
  });
});
