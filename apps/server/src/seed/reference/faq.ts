import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faqItems } from '../../db/schema/catalog';
import { faqCategories } from '../../db/schema/help';
import { escapeHtml } from '../../lib/html';
import { REASON_FAQ } from './faq-reasons';

type Faq = {
  category: string;
  sv: [string, string];
  en: [string, string];
  /** engine reason codes it answers */
  reasons?: string[];
};

const HISTORY: Faq = {
  category: 'import',
  sv: [
    'Hur långt tillbaka importeras historiken?',
    'De senaste 7 dagarna ingår utan kostnad. Vill du börja tidigare väljer du ett startdatum under Aktivera; varje månad längre tillbaka kostar appens månadspris och betalas med kort innan importen startar.',
  ],
  en: [
    'How far back is history imported?',
    'The last 7 days are included free of charge. To start earlier, choose a start date under Activate; each month further back costs the app’s monthly price and is paid by card before the import starts.',
  ],
};

const SHOP_REFUND = (shop: string): Faq => ({
  category: 'booking',
  sv: [
    'Vad händer när en kund får pengarna tillbaka?',
    `Returen i ${shop} bokförs som en egen verifikation som vänder försäljning och moms för de returnerade raderna, mot samma avräkningskonto som ordern.`,
  ],
  en: [
    'What happens when a customer is refunded?',
    `The refund in ${shop} is booked as a voucher of its own that reverses the sales and VAT of the returned lines, against the same clearing account as the order.`,
  ],
});

const PAYMENT_BOOKING = (provider: string): Faq => ({
  category: 'booking',
  reasons: ['payout_mismatch'],
  sv: [
    'Vad bokförs för en utbetalning?',
    `Varje utbetalning från ${provider} bokförs med beloppet till banken, avgifterna som kostnad med avdragsgill moms och försäljningen som avräknas från avräkningskontot. Skiljer beloppen sig markeras utbetalningen som tvetydig i rapporten.`,
  ],
  en: [
    'What is booked for a payout?',
    `Each payout from ${provider} is booked with the amount to the bank, the fees as a cost with deductible VAT, and the sales it settles taken off the clearing account. If the amounts differ the payout is marked Ambiguous in the report.`,
  ],
});

const CONNECT = (app: string, how: [string, string]): Faq => ({
  category: 'connection',
  sv: ['Hur ansluter jag ' + app + '?', how[0]],
  en: ['How do I connect ' + app + '?', how[1]],
});

const FAQ: Record<string, Faq[]> = {
  shopify: [
    CONNECT('Shopify', [
      'Skapa en anpassad app i Shopifys administration, ge den läsrätt till ordrar och utbetalningar och klistra in åtkomsttoken under Appanslutning. Portalen testar nycklarna direkt.',
      'Create a custom app in the Shopify admin, give it read access to orders and payouts, and paste its access token under App Connection. The portal tests the keys at once.',
    ]),
    {
      category: 'booking',
      sv: [
        'Vad bokförs för en order?',
        'En verifikation per order (eller en summering per dag eller utbetalning om du väljer det): försäljning per momssats, frakt, rabatter och utgående moms mot avräkningskontot för Shopify Payments.',
      ],
      en: [
        'What is booked for an order?',
        'One voucher per order (or a summary per day or per payout if you choose so): sales per VAT rate, shipping, discounts and output VAT against the Shopify Payments clearing account.',
      ],
    },
    SHOP_REFUND('Shopify'),
    HISTORY,
  ],
  woocommerce: [
    CONNECT('WooCommerce', [
      'Skapa en REST API-nyckel med läsrätt i WooCommerce (Inställningar → Avancerat → REST API) och ange butikens adress, consumer key och consumer secret under Appanslutning.',
      'Create a REST API key with read access in WooCommerce (Settings → Advanced → REST API) and enter the shop’s address, consumer key and consumer secret under App Connection.',
    ]),
    {
      category: 'booking',
      sv: [
        'Hur bokförs ordrar som betalas med Stripe eller Klarna?',
        'Ordern bokförs mot betalleverantörens avräkningskonto. Lägg även till Stripe eller Klarna så bokförs deras utbetalningar och avräkningskontot går jämnt ut.',
      ],
      en: [
        'How are orders paid through Stripe or Klarna booked?',
        'The order is booked against the payment provider’s clearing account. Add Stripe or Klarna as well and their payouts are booked so that the clearing account balances.',
      ],
    },
    SHOP_REFUND('WooCommerce'),
    HISTORY,
  ],
  stripe: [
    CONNECT('Stripe', [
      'Skapa en begränsad API-nyckel med läsrätt till saldo och utbetalningar i Stripes instrumentpanel och ange den under Bankanslutning, tillsammans med bank- och avräkningskonto.',
      'Create a restricted API key with read access to balance and payouts in the Stripe dashboard and enter it under Bank connect, with the bank and clearing accounts.',
    ]),
    PAYMENT_BOOKING('Stripe'),
    {
      category: 'booking',
      sv: [
        'Hur hanteras återkrav (chargebacks)?',
        'Ett återkrav dras från nästa utbetalning och bokförs som en minskning av avräkningen med Stripes avgift för tvisten som kostnad.',
      ],
      en: [
        'How are chargebacks handled?',
        'A chargeback is taken from the next payout and booked as a reduction of the settlement, with Stripe’s dispute fee as a cost.',
      ],
    },
    HISTORY,
  ],
  klarna: [
    CONNECT('Klarna', [
      'Skapa API-uppgifter i Klarnas handlarportal och ange användarnamn och lösenord under Bankanslutning, tillsammans med bank- och avräkningskonto.',
      'Create API credentials in the Klarna merchant portal and enter the username and password under Bank connect, with the bank and clearing accounts.',
    ]),
    PAYMENT_BOOKING('Klarna'),
    {
      category: 'booking',
      sv: [
        'Klarna betalar ut veckovis – hur ser det ut i bokföringen?',
        'Ordrarna ligger kvar på avräkningskontot tills Klarnas avräkning kommer; då bokförs hela avräkningen på en gång och kontot nollas.',
      ],
      en: [
        'Klarna pays out weekly – how does that look in the books?',
        'The orders stay on the clearing account until Klarna’s settlement arrives; the whole settlement is then booked at once and the account returns to zero.',
      ],
    },
    HISTORY,
  ],
};

const GENERAL: Faq[] = [
  {
    category: 'general',
    sv: [
      'Kan något bokföras två gånger?',
      'Nej. Varje order, retur och utbetalning bokförs exakt en gång, även om en webhook kommer flera gånger eller en synkronisering körs om.',
    ],
    en: [
      'Can anything be booked twice?',
      'No. Every order, refund and payout is booked exactly once, even when a webhook arrives several times or a sync is run again.',
    ],
  },
  {
    category: 'general',
    sv: [
      'Vad kostar det?',
      'Varje app har ett månadspris exkl. moms; bokföringssystemet ingår. Med årsbetalning sparar du 100 kr per månad och prenumeration. Konsulthjälp kostar 1 200 kr per timme exkl. moms.',
    ],
    en: [
      'What does it cost?',
      'Each app has a monthly price excl. VAT; the accounting system is included. Paying yearly saves SEK 100 per month per subscription. Consultation costs SEK 1,200 per hour excl. VAT.',
    ],
  },
  {
    category: 'general',
    sv: [
      'Kan jag ha flera butiker?',
      'Ja. Lägg till appen en gång per butik; varje prenumeration har egna nycklar och egen kontoplan.',
    ],
    en: [
      'Can I have several shops?',
      'Yes. Add the app once per shop; each subscription has its own keys and its own account mapping.',
    ],
  },
];

/** The reference categories the FAQ is filed under (in-house staff may add and rename). */
const CATEGORIES = [
  { key: 'connection', nameSv: 'Anslutning', nameEn: 'Connecting', sortOrder: 10 },
  { key: 'booking', nameSv: 'Bokföring', nameEn: 'Bookkeeping', sortOrder: 20 },
  { key: 'sync', nameSv: 'Synkroniseringsproblem', nameEn: 'Sync problems', sortOrder: 25 },
  { key: 'import', nameSv: 'Historik och import', nameEn: 'History and import', sortOrder: 30 },
  { key: 'general', nameSv: 'Allmänt', nameEn: 'General', sortOrder: 40 },
];

function rowsOf(appSlug: string | null, faqs: Faq[], categoryIds: Map<string, number>) {
  return faqs.flatMap((faq, i) =>
    (['sv', 'en'] as const).map((locale) => ({
      appSlug,
      locale,
      categoryId: categoryIds.get(faq.category) ?? null,
      question: faq[locale][0],
      answer: `<p>${escapeHtml(faq[locale][1])}</p>`,
      reasonCodes: faq.reasons ?? [],
      sortOrder: i * 10,
    })),
  );
}

/** Inserts an app's FAQ (and the general one) only while the store has none for it. */
export async function seedFaq(db: Db): Promise<void> {
  await db.insert(faqCategories).values(CATEGORIES).onConflictDoNothing();
  const categories = await db.select().from(faqCategories);
  const categoryIds = new Map(categories.map((c) => [c.key, c.id]));
  const present = await db.selectDistinct({ appSlug: faqItems.appSlug }).from(faqItems);
  const has = new Set(present.map((row) => row.appSlug));
  const groups: [string | null, Faq[]][] = [[null, GENERAL], ...Object.entries(FAQ)];
  for (const [appSlug, faqs] of groups) {
    if (has.has(appSlug)) continue;
    await db.insert(faqItems).values(rowsOf(appSlug, faqs, categoryIds));
  }
  await seedReasonFaq(db, categoryIds.get('sync') ?? null);
}

/**
 * The general answers to the commonest sync problems, each while no general item in its language
 * answers that reason (staff who do not want one hide it rather than delete it).
 */
async function seedReasonFaq(db: Db, categoryId: number | null): Promise<void> {
  for (const [i, faq] of REASON_FAQ.entries()) {
    for (const locale of ['sv', 'en'] as const) {
      const [present] = await db
        .select({ id: faqItems.id })
        .from(faqItems)
        .where(
          and(
            eq(faqItems.locale, locale),
            isNull(faqItems.appSlug),
            arrayContains(faqItems.reasonCodes, [faq.code]),
          ),
        )
        .limit(1);
      if (present) continue;
      await db.insert(faqItems).values({
        appSlug: null,
        locale,
        categoryId,
        question: faq[locale][0],
        answer: faq[locale][1],
        reasonCodes: [faq.code],
        sortOrder: 100 + i * 10,
      });
    }
  }
}
