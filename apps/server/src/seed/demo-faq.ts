import type { Db } from '../db/client';
import { faqCategories } from '../db/schema/help';
import { findUserContact, insertFaqItem } from '../modules/faq/faq.repository';

/**
 * /faq in the demo: a question the demo owner sent in (hidden, not yet answered, for in-house
 * staff to answer) and an answer meant for customers only (owners and colleagues see it,
 * accountants do not).
 */
export async function seedDemoFaq(
  db: Db,
  { ownerId, staffId }: { ownerId: number; staffId: number },
  now: Date,
): Promise<void> {
  const owner = await findUserContact(db, ownerId);
  if (!owner) return;
  const categories = await db.select().from(faqCategories);
  const categoryOf = (key: string) => categories.find((c) => c.key === key)?.id ?? null;
  const asked = new Date(now.getTime() - 2 * 86_400_000);
  await insertFaqItem(db, {
    appSlug: 'shopify',
    locale: 'sv',
    question: 'Kan presentkort från Shopify bokföras som skuld tills de används?',
    answer: '',
    isHidden: true,
    customerName: `${owner.firstName} ${owner.lastName}`.trim(),
    customerEmail: owner.email,
    createdBy: ownerId,
    updatedBy: ownerId,
    createdAt: asked,
    updatedAt: asked,
  });
  const customerOnly = {
    sv: [
      'Hur ger jag min redovisningskonsult tillgång till rapporten?',
      '<p>Bjud in konsulten under <strong>Bjud in användare</strong>. Konsulten ser rapporten och synkroniseringsposterna men kan inte ändra inställningar eller betalning.</p>',
    ],
    en: [
      'How do I give my accountant access to the report?',
      '<p>Invite the accountant under <strong>Invite users</strong>. The accountant sees the report and the sync entries but cannot change settings or billing.</p>',
    ],
  } as const;
  for (const locale of ['sv', 'en'] as const) {
    await insertFaqItem(db, {
      appSlug: null,
      locale,
      categoryId: categoryOf('general'),
      question: customerOnly[locale][0],
      answer: customerOnly[locale][1],
      visibleForCustomerOnly: true,
      sortOrder: 90,
      createdBy: staffId,
      updatedBy: staffId,
    });
  }
}
