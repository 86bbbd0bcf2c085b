import type { AppLocale } from '@portal/contracts/i18n/resources';
import type {
  CustomRule,
  CustomRuleInput,
  CustomRuleVersion,
  RuleDocument,
  RuleTestInput,
  RuleTestResult,
} from '@portal/contracts/schemas/rules';
import type { AppContext } from '../../context';
import type { CustomRuleRow } from '../../db/schema/engine';
import { fieldError, notFound } from '../../http/http-error';
import type { Message } from '../../http/http-error';
import { t } from '../../plugins/locale';
import { recordEvent, snapshot } from '../events/events.service';
import type { Scope } from '../tenancy/scope';
import {
  deleteCustomRule,
  findCustomRule,
  findRuleVersion,
  insertCustomRule,
  insertRuleVersion,
  listCustomRules,
  listRuleVersions,
  recentDocuments,
  updateCustomRule,
} from './rules.repository';
import type { CustomRuleFilter, NewCustomRule } from './rules.repository';
import { checkRule, DEFAULT_RULE_LIMITS, runRule } from './sandbox';
import type { RuleFailure } from './sandbox';

function toCustomRuleDto(row: CustomRuleRow): CustomRule {
  return {
    id: row.id,
    code: row.code,
    entry_point: row.entryPoint as CustomRule['entry_point'],
    app_name: row.appName as CustomRule['app_name'],
    accounting_name: row.accountingName as CustomRule['accounting_name'],
    active: row.active,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `rules.failures.<code>` with the limits the reason names. */
function failureMessage(failure: RuleFailure): Message {
  return {
    key: `rules.failures.${failure.code}`,
    params: {
      detail: failure.detail ?? '',
      ms: DEFAULT_RULE_LIMITS.timeoutMs,
      mib: DEFAULT_RULE_LIMITS.memoryBytes / 1024 / 1024,
      kib: DEFAULT_RULE_LIMITS.stackBytes / 1024,
    },
  };
}

/** Refuses code that does not compile or does not define `rule`, before it is saved. */
async function assertRuleLoads(code: string): Promise<void> {
  const checked = await checkRule(code);
  if (checked.ok) return;
  const { key, params } = failureMessage(checked);
  throw fieldError('validation_error', 'code', key, params);
}

function toRow(input: Partial<CustomRuleInput>): Partial<NewCustomRule> {
  const row: Partial<NewCustomRule> = {};
  if (input.code !== undefined) row.code = input.code;
  if (input.entry_point !== undefined) row.entryPoint = input.entry_point;
  if (input.app_name !== undefined) row.appName = input.app_name;
  if (input.accounting_name !== undefined) row.accountingName = input.accounting_name;
  if (input.active !== undefined) row.active = input.active;
  return row;
}

export async function listRules(ctx: AppContext, filter: CustomRuleFilter) {
  const { count, rows } = await listCustomRules(ctx.db, filter);
  return { count, results: rows.map(toCustomRuleDto) };
}

export async function getRule(ctx: AppContext, id: number) {
  const row = await findCustomRule(ctx.db, id);
  if (!row) throw notFound();
  return toCustomRuleDto(row);
}

export async function createRule(ctx: AppContext, scope: Scope, input: CustomRuleInput) {
  await assertRuleLoads(input.code);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await insertCustomRule(tx, {
      ...(toRow(input) as NewCustomRule),
      createdBy: scope.actorId,
      createdAt: now,
      updatedAt: now,
    });
    await insertRuleVersion(tx, row, scope.actorId);
    await recordEvent(tx, scope, now, {
      entity: 'custom_rule',
      entityId: row.id,
      action: 'created',
      newData: snapshot(row),
    });
    return toCustomRuleDto(row);
  });
}

export async function patchRule(
  ctx: AppContext,
  scope: Scope,
  id: number,
  input: Partial<CustomRuleInput>,
) {
  const current = await findCustomRule(ctx.db, id);
  if (!current) throw notFound();
  if (input.code !== undefined) await assertRuleLoads(input.code);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await updateCustomRule(tx, id, { ...toRow(input), updatedAt: now });
    await insertRuleVersion(tx, row, scope.actorId);
    await recordEvent(tx, scope, now, {
      entity: 'custom_rule',
      entityId: id,
      action: 'updated',
      oldData: snapshot(current),
      newData: snapshot(row),
    });
    return toCustomRuleDto(row);
  });
}

export async function removeRule(ctx: AppContext, scope: Scope, id: number) {
  const current = await findCustomRule(ctx.db, id);
  if (!current) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await deleteCustomRule(tx, id);
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'custom_rule',
      entityId: id,
      action: 'deleted',
      oldData: snapshot(current),
    });
  });
}

/** Runs unsaved code on sample data; the failure reason is worded in the caller's language. */
export async function tryRule(input: RuleTestInput, locale: AppLocale): Promise<RuleTestResult> {
  const result = await runRule(input.code, input.input ?? null);
  if (result.ok) return { ok: true, output: result.output, logs: result.logs, ms: result.ms };
  const { key, params } = failureMessage(result);
  return {
    ok: false,
    failure: result.code,
    reason: t(locale, key, params),
    logs: result.logs,
    ms: result.ms,
  };
}

/** Every saved state of a rule, newest first. */
export async function ruleVersions(ctx: AppContext, id: number): Promise<CustomRuleVersion[]> {
  if (!(await findCustomRule(ctx.db, id))) throw notFound();
  const rows = await listRuleVersions(ctx.db, id);
  return rows.map(({ version: v, firstName, lastName, email }) => ({
    version: v.version,
    code: v.code,
    entry_point: v.entryPoint as CustomRuleVersion['entry_point'],
    app_name: v.appName as CustomRuleVersion['app_name'],
    accounting_name: v.accountingName as CustomRuleVersion['accounting_name'],
    active: v.active,
    created_by:
      v.createdBy === null
        ? null
        : { id: v.createdBy, name: `${firstName ?? ''} ${lastName ?? ''}`.trim() || (email ?? '') },
    created_at: v.createdAt.toISOString(),
  }));
}

/** Puts a rule back as it was in an earlier version; that is a change of its own (a new version). */
export async function restoreRuleVersion(
  ctx: AppContext,
  scope: Scope,
  id: number,
  version: number,
) {
  const old = await findRuleVersion(ctx.db, id, version);
  if (!old) throw notFound();
  return patchRule(ctx, scope, id, {
    code: old.code,
    entry_point: old.entryPoint as CustomRuleInput['entry_point'],
    app_name: old.appName as CustomRuleInput['app_name'],
    accounting_name: old.accountingName as CustomRuleInput['accounting_name'],
    active: old.active,
  });
}

/**
 * Real documents to try a rule on: what the engine booked (vouchers at e7, invoices and credit
 * invoices at e5), as the rule receives a document — type, date, text, currency and rows.
 */
export async function ruleDocuments(
  ctx: AppContext,
  search: string | undefined,
): Promise<RuleDocument[]> {
  const rows = await recentDocuments(ctx.db, search);
  return rows.map(({ document: d, company }) => ({
    id: d.id,
    company,
    reference: d.reference,
    description: d.description,
    date: d.date,
    entry_point: d.type === 'voucher' ? 'e7' : 'e5',
    data: {
      type: d.type,
      date: d.date,
      description: d.description,
      currency: d.currency,
      rows: d.rows,
    },
  }));
}
