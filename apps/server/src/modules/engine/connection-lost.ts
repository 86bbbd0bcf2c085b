import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { companyMemberships } from '../../db/schema/companies';
import { subscriptions } from '../../db/schema/subscriptions';
import { users } from '../../db/schema/users';
import { dispatchEmails } from '../mail/mail.service';
import { sendNotice } from '../notifications/send-notice';

/**
 * A provider refused a subscription's credentials (an expired or revoked connection): the
 * subscription goes to Error with the reason, and its company's owners are told once — not at
 * every scheduled run — until a restart or reconnect clears the error (ADR 016): in the portal
 * and by e-mail as each chose for sync errors.
 */
export async function markConnectionLost(ctx: AppContext, subscriptionId: number, reason: string) {
  const now = ctx.clock.now();
  const mails = await ctx.db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ status: 'Error', statusReason: reason.slice(0, 2000) })
      .where(eq(subscriptions.id, subscriptionId));
    const [claimed] = await tx
      .update(subscriptions)
      .set({ errorNotifiedAt: now })
      .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.errorNotifiedAt)))
      .returning({ companyId: subscriptions.companyId });
    if (!claimed) return [];
    const owners = await tx
      .select({ id: users.id })
      .from(companyMemberships)
      .innerJoin(users, eq(users.id, companyMemberships.userId))
      .where(
        and(
          eq(companyMemberships.companyId, claimed.companyId),
          eq(companyMemberships.role, 'Owner'),
        ),
      );
    const ids: number[] = [];
    for (const owner of owners)
      ids.push(
        ...(await sendNotice(ctx, tx, owner.id, {
          kind: 'sync_errors',
          type: 'error',
          title: 'email.notifications.connection_lost.title',
          text: 'email.notifications.connection_lost.text',
          link: `/app-settings/${subscriptionId}`,
        })),
      );
    return ids;
  });
  await dispatchEmails(ctx, mails);
}
