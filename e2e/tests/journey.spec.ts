import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ACTIVATION_CODE,
  apiSignIn,
  auth,
  BILLING,
  freshEmail,
  PASSWORD as DEMO_PASSWORD,
  readMail,
} from '../support/api';
import { seriousViolations } from '../support/axe';
import { toast } from '../support/ui';

/**
 * Issue 12's whole journey, as a new customer walks it: invited by in-house staff, signs up and
 * activates the account, finds Shopify in the catalogue, adds it with Fortnox, connects both
 * (wrong keys first), maps the accounts, previews an order, pays for 30 days of history,
 * activates and watches the import book the shop's orders in Fortnox.
 * Once in Swedish in the light theme, once in English in the dark theme; axe on every screen.
 */

type Lang = 'sv' | 'en';

const PASSWORD = 'Journey123';
/** the demo's Shopify shop, and its Fortnox company's organisation number */
const SHOP = { domain: 'norrsken', token: 'shpat_demo_norrsken', secret: 'demo-shopify-secret' };
const LEDGER_ORG = '556677-8899';
const FORTNOX_DEMO_TOKEN = 'fortnox-demo-norrsken';

function words(lang: Lang) {
  const L = <T>(sv: T, en: T): T => (lang === 'sv' ? sv : en);
  return {
    L,
    email: L('E-post', 'Email'),
    password: L('Lösenord', 'Password'),
    signIn: L('Logga in', 'Sign in'),
    hello: L('Hej', 'Hello'),
    tab: {
      connection: L('Appkoppling', 'App connection'),
      configure: L('Konfigurera', 'Configure'),
      activate: L('Aktivera', 'Activate'),
      technical: L('Tekniska detaljer', 'Technical details'),
    },
    save: L('Spara', 'Save'),
    test: L('Testa kopplingen', 'Test the connection'),
    valid: L(
      'Inloggningsuppgifterna är giltiga. Kopplingen fungerar.',
      'The credentials are valid. The connection works.',
    ),
    invalid: L(
      'Kopplingen är i ett felaktigt läge: kontrollera inloggningsuppgifterna. Kontakta supporten om felet kvarstår.',
      'The connection is in a bad state: please verify the credentials. Contact support if it persists.',
    ),
  };
}

/**
 * What the import left in the Fortnox simulator: the vouchers that carry this subscription's
 * marker (read with the demo company's own token), and how many sync entries say booked.
 */
async function fortnoxVouchers(request: APIRequestContext, email: string, id: number) {
  const user = await apiSignIn(request, email, PASSWORD);
  const connections = await request.get(`/api/subscriptions/${id}/connections/`, {
    headers: auth(user.key),
  });
  const base = ((await connections.json()) as { accounting: { base_url: string } }).accounting
    .base_url;
  const technical = await request.get(`/api/subscriptions/${id}/technical/`, {
    headers: auth(user.key),
  });
  const { recent_entries } = (await technical.json()) as {
    recent_entries: { status: string; target_reference: string | null }[];
  };
  const booked = recent_entries.filter((e) => e.status === 'Success' && e.target_reference).length;
  // the demo's own sync shares the company's Fortnox rate limit: wait out a 429 as a client would
  let vouchers = -1;
  await expect
    .poll(
      async () => {
        // every page: the demo company's books hold a year of history before the import's
        let found = 0;
        for (let page = 1, pages = 1; page <= pages; page++) {
          const listed = await request.get(
            `${base.replace(/\/$/, '')}/3/vouchers?limit=500&page=${page}`,
            { headers: { Authorization: `Bearer ${FORTNOX_DEMO_TOKEN}` } },
          );
          if (listed.status() !== 200) return listed.status();
          const body = (await listed.json()) as {
            Vouchers: { Comments?: string }[];
            MetaInformation: { '@TotalPages': number };
          };
          pages = body.MetaInformation['@TotalPages'];
          found += body.Vouchers.filter((v) => v.Comments?.startsWith(`portal:${id}:`)).length;
        }
        vouchers = found;
        return 200;
      },
      { timeout: 30_000, intervals: [1000, 2000, 5000] },
    )
    .toBe(200);
  return { vouchers, booked };
}

async function checkAxe(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function signInAs(page: Page, lang: Lang, email: string, password: string) {
  const w = words(lang);
  await page.goto('/');
  await page.getByRole('textbox', { name: w.email }).fill(email);
  await page.getByRole('textbox', { name: w.password }).fill(password);
  await page.getByRole('button', { name: w.signIn }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${w.hello}`) })).toBeVisible();
}

async function signOut(page: Page, lang: Lang) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: words(lang).L('Logga ut', 'Log out') }).click();
  await expect(page.getByRole('button', { name: words(lang).signIn })).toBeVisible();
}

/** In-house staff invite the newcomer from the invite screen and read the link in the outbox. */
async function invite(page: Page, lang: Lang, email: string): Promise<string> {
  const { L } = words(lang);
  await signInAs(page, lang, 'inhouse@example.com', DEMO_PASSWORD);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: L('Bjud in användare', 'Invite users') })
    .click();
  await page.getByRole('textbox', { name: words(lang).email }).fill(email);
  await page.getByRole('button', { name: L('Skicka inbjudan', 'Send invitation') }).click();
  await expect(toast(page).filter({ hasText: email })).toBeVisible();

  await page
    .getByRole('navigation')
    .getByRole('link', { name: L('Utkorg för e-post', 'E-mail outbox') })
    .click();
  await page.getByRole('searchbox', { name: L('Sök mottagare', 'Search recipient') }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button').click();
  const text = await page.getByTestId('outbox-message-text').textContent();
  const link = /\/register\?[^\s]+/.exec(text ?? '')?.[0];
  expect(link, 'the invitation links to the sign-up screen').toBeTruthy();
  await page.keyboard.press('Escape');
  await signOut(page, lang);
  return link!;
}

/** Sign-up with the invitation, activation with the e-mailed code, and the first sign-in. */
async function signUp(page: Page, lang: Lang, email: string, link: string, company: string) {
  const w = words(lang);
  const { L } = w;
  await page.goto(link);
  await expect(
    page.getByRole('textbox', { name: L('Inbjudningskod', 'Invitation code') }),
  ).not.toHaveValue('');
  await page.getByRole('textbox', { name: w.password, exact: true }).fill(PASSWORD);
  await page
    .getByRole('textbox', { name: L('Bekräfta lösenord', 'Password confirmation') })
    .fill(PASSWORD);
  const fields: [string, string, string][] = [
    ['Förnamn', 'First name', 'Nova'],
    ['Efternamn', 'Last name', 'Nykund'],
    ['Företagsnamn', 'Company name', company],
    ['Organisationsnummer', 'Company number', LEDGER_ORG],
    ['Ort', 'City', BILLING.city],
    ['Telefonnummer', 'Phone number', BILLING.phone_number],
    ['Faktureringsadress', 'Billing address', BILLING.billing_address],
    ['Postnummer', 'Zip code', BILLING.zip_code],
  ];
  for (const [sv, en, value] of fields)
    await page.getByRole('textbox', { name: L(sv, en), exact: true }).fill(value);
  await page.getByRole('textbox', { name: L('E-post för fakturor', 'Invoice email') }).fill(email);
  await checkAxe(page);
  await page.getByRole('button', { name: L('Skapa konto', 'Create account') }).click();

  await expect(page).toHaveURL(/\/activate\?email=/);
  return email;
}

for (const lang of ['sv', 'en'] as const) {
  const dark = lang === 'en';
  test(`a new customer goes from invitation to a running import (${lang}, ${dark ? 'dark' : 'light'})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const w = words(lang);
    const { L } = w;
    await page.addInitScript(
      ([locale, isDark]) => {
        localStorage.setItem('locale', locale);
        localStorage.setItem('dark', isDark);
      },
      [lang, String(dark)] as const,
    );
    const email = freshEmail(`journey-${lang}`);
    const company = `Resan ${lang.toUpperCase()} ${Date.now()} AB`;

    const link = await invite(page, lang, email);
    await signUp(page, lang, email, link, company);
    const [, code] = await readMail(
      request,
      email,
      lang === 'sv' ? ACTIVATION_CODE : /activate your account:\s+(\d{6})/,
    );
    await page.getByRole('textbox', { name: L('Kod', 'Code') }).fill(code!);
    await page.getByRole('button', { name: L('Aktivera', 'Activate'), exact: true }).click();
    await expect(
      toast(page).filter({ hasText: L('Ditt konto är aktiverat', 'Your account is activated') }),
    ).toBeVisible();
    await signInAs(page, lang, email, PASSWORD);

    // the catalogue: Shopify with Fortnox
    await page
      .getByRole('navigation')
      .getByRole('link', { name: L('Appkatalog', 'App catalogue') })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: L('Appkatalog', 'App catalogue') }),
    ).toBeVisible();
    await checkAxe(page);
    await page.getByRole('link', { name: L('Lägg till Shopify', 'Add Shopify') }).click();
    await page.getByRole('combobox', { name: L('Bokföringssystem', 'Accounting system') }).click();
    await page.getByRole('option', { name: 'Fortnox' }).click();
    await checkAxe(page);
    await page
      .getByRole('button', { name: L('Skapa prenumeration', 'Create subscription') })
      .click();
    await expect(page).toHaveURL(/\/app-settings\/\d+$/);
    const id = Number(/\/app-settings\/(\d+)/.exec(page.url())![1]);

    // the shop: wrong keys are told apart from right ones
    await page.getByRole('tab', { name: w.tab.connection }).click();
    const shop = page.getByRole('region', { name: /^App · Shopify/ });
    await shop
      .getByRole('textbox', { name: L('Butikens domän', 'Shop domain'), exact: false })
      .fill(SHOP.domain);
    await shop
      .getByLabel(L('Åtkomsttoken för Admin API', 'Admin API access token'))
      .fill('shpat_wrong_token');
    await shop
      .getByLabel(L('Appens hemlighet för webhooks', 'App secret for webhooks'))
      .fill(SHOP.secret);
    await shop.getByRole('button', { name: w.save }).click();
    await expect(
      toast(page)
        .filter({ hasText: L('sparade', 'saved') })
        .first(),
    ).toBeVisible();
    await shop.getByRole('button', { name: w.test }).click();
    await expect(shop.getByTestId('connection-test-app')).toHaveText(w.invalid);
    await shop
      .getByLabel(L('Åtkomsttoken för Admin API', 'Admin API access token'))
      .fill(SHOP.token);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/connections/app/'),
    );
    await shop.getByRole('button', { name: w.save }).click();
    expect((await saved).status()).toBe(200);
    await shop.getByRole('button', { name: w.test }).click();
    await expect(shop.getByTestId('connection-test-app')).toHaveText(w.valid);
    await checkAxe(page);

    // the ledger: Fortnox's own consent page (the demo's simulator), its company, Allow
    const ledger = page.getByRole('region', {
      name: L(/^Bokföring · Fortnox/, /^Accounting · Fortnox/),
    });
    await ledger
      .getByRole('button', { name: L('Anslut med Fortnox', 'Connect with Fortnox') })
      .click();
    await expect(
      page.getByRole('heading', { name: 'Authorize portal-client to use Fortnox' }),
    ).toBeVisible();
    await checkAxe(page);
    await page.getByRole('radio', { name: /Norrsken Handel AB/ }).check();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(new RegExp(`/app-settings/${id}\\?tab=connection$`));
    await expect(ledger.getByTestId('connection-test-accounting')).toHaveText(w.valid);
    await expect(ledger.getByText(L('Kopplad', 'Connected'), { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await checkAxe(page);

    // the mapping: an account outside its BAS range is used only after confirming
    await page.getByRole('tab', { name: w.tab.configure }).click();
    const clearing = page.getByRole('textbox', { name: L('Avräkningskonto', 'Clearing account') });
    await expect(clearing).toHaveValue('1580');
    await clearing.fill('');
    await clearing.blur();
    await expect(
      page
        .getByText(
          L('Fyll i alla obligatoriska konton.', 'Please fill out all mandatory accounts.'),
        )
        .first(),
    ).toBeVisible();
    await clearing.fill('1930');
    await page.getByRole('button', { name: L('Spara inställningar', 'Save settings') }).click();
    const confirm = page.getByRole('dialog', {
      name: L('Konton utanför BAS-intervallet', 'Accounts outside the BAS range'),
    });
    await expect(confirm.getByTestId('out-of-range')).toContainText('1930');
    await expect(confirm.getByTestId('out-of-range')).toContainText('1500–1699');
    // axe reads colours: only once the dialog has finished fading in (hover waits until it is still)
    await confirm.getByRole('button', { name: L('Ja, använd dem', 'Yes, use them') }).hover();
    await checkAxe(page);
    await confirm.getByRole('button', { name: L('Ja, använd dem', 'Yes, use them') }).click();
    await expect(
      page.getByText(L('Inställningarna är sparade.', 'The settings are saved.')),
    ).toBeVisible();

    // the preview books the shop's latest real order on paper, with the confirmed account
    await page
      .getByRole('button', { name: L('Visa förhandsgranskning', 'Show the preview') })
      .click();
    const voucher = page.getByTestId('preview-voucher').first();
    await expect(voucher).toBeVisible();
    await expect(voucher).toContainText('1930');
    await checkAxe(page);

    // activation: 30 days back costs, the estimate says how long, the check reads the ledger
    await page.getByRole('tab', { name: w.tab.activate }).click();
    const start = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const startDate = page.getByLabel(L('Startdatum', 'Start date'));
    await startDate.fill(start);
    await startDate.blur();
    await expect(page.getByTestId('import-estimate')).toHaveText(
      L(
        /^Cirka \d[\d\s]* ordrar, (ungefär \d.+|under en minut)\.$/,
        /^About \d[\d,]* orders, (roughly \d.+|less than a minute)\.$/,
      ),
    );
    const check = page.getByRole('region', {
      name: L('Kontroll före aktivering', 'Check before activating'),
    });
    await check.getByRole('button', { name: L('Kör kontrollen', 'Run the check') }).click();
    // the ledger company is the demo's own, whose sync shares its rate limit: allow for waits
    await expect(check.getByTestId('check-organisation_number')).toContainText(
      L('Organisationsnummer: Godkänd', 'Organisation number: Passed'),
      { timeout: 45_000 },
    );
    await expect(check.getByTestId('check-accounts')).toContainText(
      L('Konton och räkenskapsår: Godkänd', 'Accounts and financial year: Passed'),
    );
    await expect(check.getByTestId('dry-run-voucher').first()).toBeVisible();
    await checkAxe(page);
    const activate = page.getByRole('button', { name: L('Aktivera', 'Activate'), exact: true });
    await expect(activate).toBeDisabled();

    // the history is paid on the payment provider's page (the demo's Stripe simulator)
    await page
      .getByRole('button', { name: L('Betala historiken med kort', 'Pay for the history by card') })
      .click();
    await expect(page).not.toHaveURL(/\/app-settings\//);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(new RegExp(`/app-settings/${id}\\?tab=activate&checkout=\\d+`));
    await expect(page.getByText(L(/Betald historik från/, /History paid from/))).toBeVisible();
    await startDate.fill(start);
    await startDate.blur();
    await page
      .getByRole('checkbox', {
        name: L(/Jag har läst vanliga frågor och villkoren/, /I have read the FAQ and the terms/),
      })
      .check();
    await checkAxe(page);
    await activate.click();
    await expect(
      page.getByText(
        L(
          'Prenumerationen är aktiverad. Importen har startat.',
          'The subscription is activated. The import has started.',
        ),
      ),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('import-progress')).toBeVisible();
    await expect(page.getByTestId('subscription-status').first()).toHaveText(L('Aktiv', 'Active'));
    await checkAxe(page);

    // the import books the month's orders: in the sync entries, and as vouchers in Fortnox
    await expect(page.getByText(L('Importen är klar', 'The import is done'))).toBeVisible({
      timeout: 120_000,
    });
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await page.getByRole('tab', { name: w.tab.technical }).click();
    const entries = page.getByTestId('recent-entries');
    await expect(entries.getByRole('row').nth(1)).toContainText(L('Lyckad', 'Success'));
    await checkAxe(page);

    const { vouchers, booked } = await fortnoxVouchers(request, email, id);
    expect(booked).toBeGreaterThan(0);
    expect(vouchers).toBeGreaterThanOrEqual(booked);
  });
}
