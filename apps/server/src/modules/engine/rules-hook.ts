import type { EntryPoint } from '@portal/contracts/schemas/rules';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { customRules } from '../../db/schema/engine';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import { applyRules } from '../rules/apply-rules';
import type { RuleHook } from './context';
import { noRules } from './context';

/**
 * The custom rules of SPEC §9 as the engine calls them: loaded once per run, filtered to the
 * subscription's app and accounting, each run in the QuickJS sandbox. A rule that throws, loops
 * or exhausts memory fails its element with the reason; nothing else.
 */
export function customRuleHook(ctx: AppContext) {
  return async (subscription: SubscriptionRow): Promise<RuleHook> => {
    const rules = await ctx.db
      .select()
      .from(customRules)
      .where(eq(customRules.active, true))
      .orderBy(desc(customRules.id));
    if (!rules.length) return noRules;
    const target = { appName: subscription.application, accountingName: subscription.accounting };
    return async (entryPoint, data) => {
      const result = await applyRules(rules, entryPoint as EntryPoint, data, target);
      return result.ok
        ? { ok: true, output: result.output }
        : { ok: false, ruleId: result.ruleId, reason: result.reason };
    };
  };
}
