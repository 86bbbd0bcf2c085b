import type { AppLocale } from '@portal/contracts/i18n/resources';
import type {
  CustomRule,
  CustomRuleInput,
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
  insertCustomRule,
  listCustomRules,
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
