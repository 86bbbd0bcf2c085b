import type { AppLocale } from '@portal/contracts/i18n/resources';
import { SYNC_HEALTH } from '@portal/contracts/schemas/sync-health';
import type { IncidentKind } from '@portal/contracts/schemas/sync-health';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import { t } from '../../plugins/locale';
import { dispatchEmails } from '../mail/mail.service';
import { insertOutboxMessage } from '../mail/outbox.repository';
import { insertNotification } from '../notifications/notifications.repository';
import { explainReason } from './explain';
import {
  inhouseRecipients,
  openIncident,
  openIncidents,
  ownerRecipients,
  resolveIncident,
  subscriptionLabel,
} from './incidents.repository';
import type { OpenIncident } from './incidents.repository';
import { allUnhealthy } from './sync-health.repository';
import type { UnhealthyRow } from './sync-health.repository';

type Moment = IncidentKind | 'recovered';
const NOTICE_TYPE = { failing: 'error', behind: 'warning', recovered: 'success' } as const;

const localeOf = (value: string): AppLocale => (value === 'en' ? 'en' : 'sv');

/**
 * The incident a row calls for: repeated failures, or behind by more than the threshold (a stuck
 * run or one that never ran counts once its lag passes it); none for an unhealthy subscription
 * still under the threshold.
 */
export function incidentKind(row: UnhealthyRow): IncidentKind | null {
  if (row.reason === 'failing') return 'failing';
  const lag = row.lag_seconds ?? 0;
  return lag > SYNC_HEALTH.behindAfterHours * 3600 ? 'behind' : null;
}

interface Subject {
  id: number;
  companyId: number;
  company: string;
  integration: string;
}

/**
 * One moment of an incident told once: a notice to every in-house user who keeps sync-error
 * notices in the portal and an e-mail to each owner who receives alerts and sync-error e-mail,
 * each in the recipient's language, written in the transaction that opened or closed the
 * incident (so a worker that loses the race sends nothing).
 */
async function tell(
  ctx: AppContext,
  tx: Db,
  subject: Subject,
  moment: Moment,
  detailOf: (locale: AppLocale) => string,
): Promise<number[]> {
  const now = ctx.clock.now();
  const base = { company: subject.company, integration: subject.integration };
  for (const user of await inhouseRecipients(tx)) {
    const locale = localeOf(user.locale);
    const params = { ...base, detail: detailOf(locale) };
    await insertNotification(tx, {
      userId: user.id,
      title: t(locale, `sync_health.alerts.${moment}.title`, params),
      text: t(locale, `sync_health.alerts.${moment}.text`, params),
      type: NOTICE_TYPE[moment],
      kind: 'sync_errors',
      link: '/subscription-status',
      createdAt: now,
    });
  }
  const link = `${ctx.config.publicUrl}/app-settings/${subject.id}`;
  const mails: number[] = [];
  for (const owner of await ownerRecipients(tx, subject.companyId)) {
    const locale = localeOf(owner.locale);
    const params = { ...base, name: owner.firstName, detail: detailOf(locale), link };
    const html = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, escapeHtml(v)]));
    const key = `sync_health.email.${moment}`;
    mails.push(
      await insertOutboxMessage(tx, {
        to: owner.to,
        locale,
        subject: t(locale, `${key}.subject`, params),
        text: t(locale, `${key}.text`, params),
        html: t(locale, `${key}.html`, html),
        createdAt: now,
      }),
    );
  }
  return mails;
}

/** Opens the incident and tells of it; false when it was open already (another worker). */
async function raise(ctx: AppContext, row: UnhealthyRow, kind: IncidentKind): Promise<boolean> {
  const now = ctx.clock.now();
  const subject = {
    id: row.id,
    companyId: row.company_id,
    company: row.company,
    integration: `${row.application_name} → ${row.accounting_name}`,
  };
  const detail = {
    reason: row.reason,
    lag_seconds: row.lag_seconds ?? 0,
    failed_runs: row.failed_runs,
    failed_elements: row.failed_elements,
  };
  const mails = await ctx.db.transaction(async (tx) => {
    const id = await openIncident(tx, { subscriptionId: row.id, kind, detail }, now);
    if (id === null) return null;
    return tell(ctx, tx, subject, kind, (locale) => explainReason(locale, row, now));
  });
  if (mails) await dispatchEmails(ctx, mails);
  return mails !== null;
}

/**
 * Closes an incident whose subscription is healthy again, telling of the recovery; one that
 * left Active (paused, cancelled) closes without a word: it no longer syncs at all.
 */
async function settle(ctx: AppContext, incident: OpenIncident): Promise<boolean> {
  const now = ctx.clock.now();
  const label = await subscriptionLabel(ctx.db, incident.subscriptionId);
  const recovered = label?.status === 'Active';
  const mails = await ctx.db.transaction(async (tx) => {
    if (!(await resolveIncident(tx, incident.id, now))) return null;
    if (!recovered || !label) return [];
    const subject = {
      id: label.id,
      companyId: label.company_id,
      company: label.company,
      integration: `${label.application_name} → ${label.accounting_name}`,
    };
    return tell(ctx, tx, subject, 'recovered', () => '');
  });
  if (mails) await dispatchEmails(ctx, mails);
  return mails !== null;
}

/**
 * The alert job: judges every subscription once, opens an incident for each that fails or is
 * behind and has none open, and closes each open incident whose subscription is no longer
 * unhealthy at all. Safe to run in several workers at once.
 */
export async function evaluateSyncHealth(ctx: AppContext) {
  const rows = await allUnhealthy(ctx.db, ctx.clock.now());
  const open = await openIncidents(ctx.db);
  const hasOpen = new Set(open.map((i) => i.subscriptionId));
  const unhealthy = new Set(rows.map((r) => r.id));
  const opened: number[] = [];
  const resolved: number[] = [];
  for (const row of rows) {
    const kind = incidentKind(row);
    if (kind && !hasOpen.has(row.id) && (await raise(ctx, row, kind))) opened.push(row.id);
  }
  for (const incident of open) {
    if (unhealthy.has(incident.subscriptionId)) continue;
    if (await settle(ctx, incident)) resolved.push(incident.subscriptionId);
  }
  if (opened.length || resolved.length) {
    ctx.log.info({ opened, resolved }, 'sync incidents');
  }
  return { opened, resolved };
}
