import { stockholmDay } from '@portal/contracts/dates';
import { plainDocument } from '@portal/connectors/model/document';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import {
  BLOCKING_CHECKS,
  type ActivationCheck,
  type ActivationCheckRequest,
  type ActivationCheckResult,
} from '@portal/contracts/schemas/activation';
import type { AppContext } from '../../context';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import { withDetail } from '../../http/http-error';
import { t } from '../../plugins/locale';
import { toPreviewDocument } from '../bookkeeping/documents';
import { reasonKey, refusalReason, warningReason } from '../engine/reason';
import type { Reason } from '../engine/reason';
import type { Scope } from '../tenancy/scope';
import { mappedAccounts } from './configuration.service';
import { testConnection } from './connection.service';
import {
  accountsCheck,
  checkOf,
  organisationCheck,
  writeCheck,
  type CheckedLedger,
} from './ledger-checks';
import { latestPosting, type RecentPosting } from './recent-posting';
import { connectionsReady, openInteractive, type InteractiveSessions } from './sessions';
import { visibleSubscription } from './subscriptions.service';

interface Company {
  name: string;
  organisationNumber: string;
}

/** Why the connections are not ready to activate: an i18n key and its detail. */
export interface ConnectionRefusal {
  key: string;
  detail: string;
}

/**
 * Both sides answer with the credentials stored (SPEC §8's test); a SIE file has no side to
 * test. Each side is tested even when the other refused, so the ledger's checks can still run.
 */
export async function testSides(
  ctx: AppContext,
  scope: Scope,
  subscription: SubscriptionRow,
  hasLedger: boolean,
  locale: AppLocale,
): Promise<{ refusal: ConnectionRefusal | null; ledgerAnswers: boolean }> {
  if (!(await connectionsReady(ctx, subscription))) {
    return { refusal: { key: 'activation.connect_first', detail: '' }, ledgerAnswers: false };
  }
  const test = (side: 'app' | 'accounting') =>
    testConnection(ctx, scope, subscription.id, side, locale);
  const app = await test('app');
  const ledger = hasLedger ? await test('accounting') : null;
  const refusal = !app.ok
    ? { key: 'activation.app_refused', detail: app.detail }
    : ledger && !ledger.ok
      ? { key: 'activation.accounting_refused', detail: ledger.detail }
      : null;
  return { refusal, ledgerAnswers: ledger?.ok === true };
}

const ledgerOf = (sessions: InteractiveSessions, locale: AppLocale): CheckedLedger | null =>
  sessions.ledger && sessions.ledgerConnector
    ? { session: sessions.ledger, system: sessions.ledgerConnector.name, locale }
    : null;

/**
 * The checks that refuse activation (ADR 021): the ledger is the company's and has every mapped
 * account in an open year. Throws the first failure, localized; a SIE file has nothing to check.
 */
export async function refuseWrongLedger(
  ctx: AppContext,
  subscription: SubscriptionRow,
  company: Company,
  locale: AppLocale,
) {
  const ledger = ledgerOf(await openInteractive(ctx, subscription), locale);
  if (!ledger) return;
  const today = stockholmDay(ctx.clock.now());
  const checks = [
    await organisationCheck(ledger, company),
    await accountsCheck(ledger, mappedAccounts(subscription), today),
  ];
  const failed = checks.find((c) => c.status === 'failed');
  if (failed) {
    throw withDetail(400, 'validation_error', 'activation.check_refused', {
      detail: failed.detail,
    });
  }
}

/** How the latest payout or order would be booked, and what the ledger says of each document. */
async function dryRunCheck(
  ctx: AppContext,
  subscription: SubscriptionRow,
  sessions: InteractiveSessions,
  ledger: CheckedLedger | null,
  locale: AppLocale,
): Promise<ActivationCheck> {
  const key = 'dry_run';
  let recent: RecentPosting | null;
  try {
    if (!sessions.app) throw new Error('not connected');
    recent = await latestPosting(sessions.app, subscription, ctx.clock.now());
  } catch {
    return checkOf(key, 'warning', t(locale, 'activation.check.dry_run_unreadable'));
  }
  if (!recent) return checkOf(key, 'skipped', t(locale, 'activation.check.dry_run_none'));
  const { element, posting } = recent;
  const reasons: string[][] = [];
  const inWords = (reason: Reason) => {
    const { key, params } = reasonKey(reason);
    return t(locale, key, params);
  };
  try {
    for (const document of posting.documents) {
      const refused = ledger ? await ledger.session.check(plainDocument(document)) : [];
      reasons.push(refused.map((r) => inWords(refusalReason(r))));
    }
  } catch {
    return checkOf(key, 'warning', t(locale, 'activation.check.unreachable'));
  }
  const refused = reasons.some((r) => r.length > 0);
  const status = refused ? 'failed' : posting.warnings.length ? 'warning' : 'passed';
  const text = t(locale, `activation.check.dry_run_${status}`, {
    element: t(locale, `activation.check.${element.kind === 'payout' ? 'payout' : 'order'}`),
    reference: element.kind === 'payout' ? element.payout.sourceId : element.sale.reference,
    date: posting.documents[0]?.date ?? '',
    system: ledger?.system ?? t(locale, 'activation.check.sie_system'),
    warnings: posting.warnings.map((w) => inWords(warningReason(w))).join(' · '),
  });
  return {
    ...checkOf(key, status, text),
    documents: posting.documents.map((document, i) => ({
      ...toPreviewDocument(document),
      reasons: reasons[i] ?? [],
    })),
  };
}

/**
 * The check before activation no peer runs (issue 12, ADR 021), in order: both connections
 * answer; the ledger is the company's; the mapped accounts exist, active, in an open year; the
 * ledger takes vouchers from the start date; and a dry run of the latest payout or order.
 * Reads only; nothing is booked or stored.
 */
export async function runActivationCheck(
  ctx: AppContext,
  scope: Scope,
  id: number,
  input: ActivationCheckRequest,
  locale: AppLocale,
): Promise<ActivationCheckResult> {
  const { subscription, company, organizationNumber } = await visibleSubscription(ctx, scope, id);
  const sessions = await openInteractive(ctx, subscription);
  const hasLedger = sessions.ledgerConnector !== null;
  const { refusal, ledgerAnswers } = await testSides(ctx, scope, subscription, hasLedger, locale);
  const connections = refusal
    ? checkOf('connections', 'failed', t(locale, refusal.key, { detail: refusal.detail }))
    : checkOf(
        'connections',
        'passed',
        t(locale, `activation.check.${hasLedger ? 'connections_passed' : 'connections_app_only'}`),
      );
  const ledger = ledgerAnswers ? ledgerOf(sessions, locale) : null;
  const skip = t(locale, `activation.check.${hasLedger ? 'unreachable' : 'sie'}`);
  const from = input.start_date ?? subscription.startDate;
  const ledgerChecks = ledger
    ? [
        await organisationCheck(ledger, { name: company, organisationNumber: organizationNumber }),
        await accountsCheck(ledger, mappedAccounts(subscription), stockholmDay(ctx.clock.now())),
        await writeCheck(ledger, from),
      ]
    : (['organisation_number', 'accounts', 'write'] as const).map((key) =>
        checkOf(key, 'skipped', skip),
      );
  const dryRun =
    hasLedger && !ledger
      ? checkOf('dry_run', 'skipped', skip)
      : await dryRunCheck(ctx, subscription, sessions, ledger, locale);
  const checks = [connections, ...ledgerChecks, dryRun];
  return {
    checks,
    blocked: checks.some((c) => c.status === 'failed' && BLOCKING_CHECKS.includes(c.key)),
  };
}
