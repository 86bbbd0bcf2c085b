import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { companyMemberships } from '../../db/schema/companies';
import { subscriptions } from '../../db/schema/subscriptions';
import { users } from '../../db/schema/users';
import { notify } from '../notifications/notifications.service';

/**
 * A provider refused a subscription's credentials (an expired or revoked connection): the
 * subscription goes to Error with the reason, and its company's owners are told once — not at
 * every scheduled run — until a restart or reconnect clears the error (ADR 016).
 */
export async function markConnectionLost(ctx: AppContext, subscriptionId: number, reason: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ status: 'Error', statusReason: reason.slice(0, 2000) })
      .where(eq(subscriptions.id, subscriptionId));
    const [claimed] = await tx
      .update(subscriptions)
      .set({ errorNotifiedAt: now })
      .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.errorNotifiedAt)))
      .returning({ companyId: subscriptions.companyId });
    if (!claimed) return;
    const owners = await tx
      .select({ id: users.id, locale: users.locale })
      .from(companyMemberships)
      .innerJoin(users, eq(users.id, companyMemberships.userId))
      .where(
        and(
          eq(companyMemberships.companyId, claimed.companyId),
          eq(companyMemberships.role, 'Owner'),
        ),
      );
    for (const owner of owners) await notify(tx, owner, 'connection_lost', now);
  });
}
