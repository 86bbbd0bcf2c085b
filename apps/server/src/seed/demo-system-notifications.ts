import type { Db } from '../db/client';
import { deliverOne } from '../modules/system-notifications/delivery.service';
import { insertSystemNotification } from '../modules/system-notifications/system-notifications.repository';

const DAY = 86_400_000;

/**
 * /system-notifications in the demo: one delivered two days ago to everyone (so each demo user
 * has it among their notifications), one scheduled for next week to the accountants of the demo
 * firm and the master and partner accountants.
 */
export async function seedDemoSystemNotifications(
  db: Db,
  { author, firmId }: { author: number; firmId: number },
  now: Date,
): Promise<void> {
  const twoDaysAgo = new Date(now.getTime() - 2 * DAY);
  const nextWeek = new Date(now.getTime() + 7 * DAY);
  nextWeek.setUTCHours(7, 0, 0, 0);
  const common = { createdBy: author, updatedBy: author };
  const delivered = await insertSystemNotification(db, {
    ...common,
    title: 'Planerat underhåll natten till söndag',
    text: 'Portalen är otillgänglig kl. 02–04 natten till söndag medan vi uppgraderar servrarna. Synkroniseringen kommer ikapp av sig själv efteråt.',
    type: 'warning',
    scheduledAt: twoDaysAgo,
    targets: { everyone: true, roles: [], companyIds: [], firmIds: [] },
    createdAt: new Date(twoDaysAgo.getTime() - DAY),
    updatedAt: new Date(twoDaysAgo.getTime() - DAY),
  });
  // demo users keep system e-mail off (the default): nothing is mailed, no link to write
  await deliverOne(db, delivered.id, twoDaysAgo, '');
  await insertSystemNotification(db, {
    ...common,
    title: 'Nytt: konsoliderade rapporter för byråer',
    text: 'Från och med nästa vecka kan redovisningsbyråer ta fram konsoliderade rapporter för alla sina klienter på en gång.',
    type: 'info',
    scheduledAt: nextWeek,
    targets: {
      everyone: false,
      roles: ['MasterAccountant', 'PartnerAccountant'],
      companyIds: [],
      firmIds: [firmId],
    },
    createdAt: now,
    updatedAt: now,
  });
}
