import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { AppContext } from '../../context';
import type { ShipmentRow } from '../../db/schema/shipments';
import { fieldError, notFound } from '../../http/http-error';
import { escapeHtml } from '../../lib/html';
import { t } from '../../plugins/locale';
import { dispatchEmails } from '../mail/mail.service';
import { insertOutboxMessage } from '../mail/outbox.repository';
import type { Scope } from '../tenancy/scope';
import { activeCompanyOf } from '../tenancy/scope';
import { carrierName } from './settings.service';
import { companyOfId } from './settings.repository';
import { findShown, updateShipment } from './shipments.repository';

/** A Swedish receiver reads Swedish; everyone else English (the company's customers abroad). */
export const receiverLocale = (row: ShipmentRow): AppLocale =>
  row.receiver.country === 'SE' ? 'sv' : 'en';

/**
 * E-mails the receiver the tracking link through the outbox, signed with the company's name;
 * false when the receiver has no e-mail address or the shipment no tracking yet.
 */
export async function mailTracking(ctx: AppContext, row: ShipmentRow): Promise<boolean> {
  const to = row.receiver.email;
  if (!to || !row.trackingNumber) return false;
  const company = await companyOfId(ctx.db, row.companyId);
  const locale = receiverLocale(row);
  const now = ctx.clock.now();
  const params = {
    name: row.receiver.name,
    company: company.name,
    carrier: carrierName(row.carrier),
    tracking: row.trackingNumber,
    url: row.trackingUrl ?? '',
    order: row.orderNumber ?? row.orderId ?? row.reference ?? '',
  };
  const html = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, escapeHtml(v)]));
  const id = await ctx.db.transaction(async (tx) => {
    const outboxId = await insertOutboxMessage(tx, {
      to,
      locale,
      subject: t(locale, 'email.shipment_tracking.subject', params),
      text: t(locale, 'email.shipment_tracking.text', params),
      html: t(locale, 'email.shipment_tracking.html', html),
      createdAt: now,
    });
    await updateShipment(tx, row.id, { notifiedAt: now, updatedAt: now });
    return outboxId;
  });
  await dispatchEmails(ctx, [id]);
  return true;
}

/** `POST /{id}/notify/`: tells the receiver again; without an address it says how to add one. */
export async function notifyReceiver(ctx: AppContext, scope: Scope, id: number) {
  const [row] = await findShown(ctx.db, activeCompanyOf(scope), [id]);
  if (!row) throw notFound();
  if (!(await mailTracking(ctx, row))) {
    throw fieldError('validation_error', 'email', 'shipments.server.no_receiver_email');
  }
}
