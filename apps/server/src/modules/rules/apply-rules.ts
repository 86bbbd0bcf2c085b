import type { EntryPoint } from '@portal/contracts/schemas/rules';
import { runRule } from './sandbox';
import type { RuleLimits } from './sandbox';

export interface ApplicableRule {
  id: number;
  code: string;
  entryPoint: string;
  active: boolean;
  /** null: every app */
  appName?: string | null;
  /** null: every accounting system */
  accountingName?: string | null;
}

export interface RuleTarget {
  appName?: string;
  accountingName?: string;
}

export type ApplyRulesResult =
  | { ok: true; output: unknown; logs: string[] }
  | { ok: false; ruleId: number; reason: string; logs: string[] };

const appliesTo = (rule: ApplicableRule, entryPoint: EntryPoint, target: RuleTarget) =>
  rule.active &&
  rule.entryPoint === entryPoint &&
  (!rule.appName || !target.appName || rule.appName === target.appName) &&
  (!rule.accountingName || !target.accountingName || rule.accountingName === target.accountingName);

/**
 * Runs the active rules of an entry point in id order, each on the previous one's output. The
 * first failure stops the chain; its reason (prefixed with the rule id) becomes the element's.
 */
export async function applyRules(
  rules: readonly ApplicableRule[],
  entryPoint: EntryPoint,
  input: unknown,
  target: RuleTarget = {},
  limits: Partial<RuleLimits> = {},
): Promise<ApplyRulesResult> {
  const chain = rules.filter((r) => appliesTo(r, entryPoint, target)).sort((a, b) => a.id - b.id);
  let data = input;
  const logs: string[] = [];
  for (const rule of chain) {
    const result = await runRule(rule.code, data, limits);
    logs.push(...result.logs.map((line) => `rule ${rule.id}: ${line}`));
    if (!result.ok) {
      return {
        ok: false,
        ruleId: rule.id,
        reason: `Custom rule ${rule.id}: ${result.reason}`,
        logs,
      };
    }
    data = result.output;
  }
  return { ok: true, output: data, logs };
}
