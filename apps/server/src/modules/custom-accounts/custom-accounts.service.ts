import type {
  CustomAccountMapping,
  CustomAccountMappingInput,
  CustomAccountMappingPatch,
  CustomAccountType,
} from '@portal/contracts/schemas/custom-accounts';
import {
  CUSTOM_ACCOUNT_RANGES,
  CustomAccountMappingInput as WholeMapping,
  MAPPING_ROWS,
  outsideTypeRange,
} from '@portal/contracts/schemas/custom-accounts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../http/http-error';
import { validationError } from '../../http/validation';
import { recordEvent, snapshot } from '../events/events.service';
import type { Scope } from '../tenancy/scope';
import {
  companyExists,
  deleteMapping,
  findMapping,
  findMappingView,
  insertMapping,
  listMappings,
  rowColumns,
  rowsOf,
  subscriptionOfCompany,
  updateMapping,
} from './custom-accounts.repository';
import type { MappingFilter, MappingRowRecord, MappingView } from './custom-accounts.repository';

type Whole = z.output<typeof WholeMapping>;

const NAMES: Record<string, string> = { fortnox: 'Fortnox', visma: 'Visma eEkonomi', sie: 'SIE' };
const title = (name: string) => NAMES[name] ?? name.charAt(0).toUpperCase() + name.slice(1);

function toMapping(view: MappingView): CustomAccountMapping {
  const m = view.mapping;
  const flags = Object.fromEntries(MAPPING_ROWS.map((row) => [row, rowsOf(m).includes(row)]));
  const person = (id: number | null, name: string | null, email: string | null) =>
    id === null ? null : { id, name: name ?? email ?? '' };
  return {
    id: m.id,
    company: m.companyId,
    company_name: view.companyName,
    subscription: m.subscriptionId,
    subscription_label:
      view.application && view.accounting
        ? `${title(view.application)} → ${title(view.accounting)}`
        : null,
    account_type: m.accountType as CustomAccountType,
    account_number: m.accountNumber,
    match_type: m.matchType as CustomAccountMapping['match_type'],
    match_code: m.matchCode,
    vat_rate: m.vatRate,
    event_type: m.eventType as CustomAccountMapping['event_type'],
    accounting_number: m.accountingNumber,
    for_company: m.subscriptionId === null,
    ...(flags as Record<(typeof MAPPING_ROWS)[number], boolean>),
    created_by: person(m.createdBy, view.createdByName, view.createdByEmail),
    updated_by: person(m.updatedBy, view.updatedByName, view.updatedByEmail),
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

export async function listCustomAccounts(ctx: AppContext, filter: MappingFilter) {
  const { count, rows } = await listMappings(ctx.db, filter);
  return { count, results: rows.map(toMapping) };
}

export async function getCustomAccount(ctx: AppContext, id: number) {
  const view = await findMappingView(ctx.db, id);
  if (!view) throw notFound();
  return toMapping(view);
}

/** The company and subscription must exist and belong together; the account must be confirmed. */
async function check(ctx: AppContext, mapping: Whole) {
  if (!(await companyExists(ctx.db, mapping.company)))
    throw fieldError('validation_error', 'company', 'validation.no_such');
  if (
    mapping.subscription !== null &&
    !(await subscriptionOfCompany(ctx.db, mapping.subscription, mapping.company))
  )
    throw fieldError('validation_error', 'subscription', 'custom_accounts.wrong_subscription');
  if (!mapping.confirmed && outsideTypeRange(mapping.account_type, mapping.account_number)) {
    throw fieldError(
      'validation_error',
      'account_number',
      'custom_accounts.out_of_range',
      CUSTOM_ACCOUNT_RANGES[mapping.account_type],
    );
  }
}

const columns = (mapping: Whole) => ({
  companyId: mapping.company,
  subscriptionId: mapping.subscription,
  accountType: mapping.account_type,
  accountNumber: mapping.account_number,
  matchType: mapping.match_type,
  matchCode: mapping.match_type === 'any' ? '' : mapping.match_code,
  vatRate: mapping.vat_rate,
  eventType: mapping.event_type,
  accountingNumber: mapping.accounting_number,
  forCompany: mapping.subscription === null,
  ...rowColumns(mapping),
});

/** The stored mapping in the API's input shape, to apply a change on. */
function inputOf(record: MappingRowRecord): CustomAccountMappingInput {
  const flags = Object.fromEntries(MAPPING_ROWS.map((row) => [row, rowsOf(record).includes(row)]));
  return {
    company: record.companyId,
    subscription: record.subscriptionId,
    account_type: record.accountType as CustomAccountType,
    account_number: record.accountNumber,
    match_type: record.matchType as CustomAccountMappingInput['match_type'],
    match_code: record.matchCode,
    vat_rate: record.vatRate as CustomAccountMappingInput['vat_rate'],
    event_type: record.eventType as CustomAccountMappingInput['event_type'],
    accounting_number: record.accountingNumber,
    ...(flags as Record<(typeof MAPPING_ROWS)[number], boolean>),
  };
}

export async function createCustomAccount(ctx: AppContext, scope: Scope, input: Whole) {
  await check(ctx, input);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertMapping(tx, {
      ...columns(input),
      createdBy: scope.actorId,
      updatedBy: scope.actorId,
      createdAt: now,
      updatedAt: now,
    });
    await recordEvent(tx, scope, now, {
      entity: 'custom_account_mapping',
      entityId: created.id,
      action: 'created',
      newData: snapshot(created),
    });
    return created;
  });
  return getCustomAccount(ctx, row.id);
}

export async function patchCustomAccount(
  ctx: AppContext,
  scope: Scope,
  id: number,
  patch: z.output<z.ZodType<CustomAccountMappingPatch>> & { confirmed?: boolean },
) {
  const current = await findMapping(ctx.db, id);
  if (!current) throw notFound();
  const parsed = WholeMapping.safeParse({ ...inputOf(current), ...patch });
  if (!parsed.success) throw validationError(parsed.error);
  const whole = parsed.data;
  // an account already saved out of range was confirmed then; only a new one asks again
  const unchanged =
    whole.account_number === current.accountNumber && whole.account_type === current.accountType;
  await check(ctx, { ...whole, confirmed: whole.confirmed || unchanged });
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await updateMapping(tx, id, {
      ...columns(whole),
      updatedBy: scope.actorId,
      updatedAt: now,
    });
    await recordEvent(tx, scope, now, {
      entity: 'custom_account_mapping',
      entityId: id,
      action: 'updated',
      oldData: snapshot(current),
      newData: snapshot(row),
    });
  });
  return getCustomAccount(ctx, id);
}

export async function deleteCustomAccount(ctx: AppContext, scope: Scope, id: number) {
  const current = await findMapping(ctx.db, id);
  if (!current) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await deleteMapping(tx, id);
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'custom_account_mapping',
      entityId: id,
      action: 'deleted',
      oldData: snapshot(current),
    });
  });
}
