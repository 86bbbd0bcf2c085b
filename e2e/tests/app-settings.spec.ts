import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, auth } from '../support/api';
import { seriousViolations } from '../support/axe';
import { SANDBOX_COMPANY, signInTo } from '../support/ui';

/** A new WooCommerce → SIE subscription of the owner's sandbox company, made through the API. */
async function newSubscription(request: Parameters<typeof apiSignIn>[0]) {
  const owner = await apiSignIn(request, 'owner@example.com', undefined, SANDBOX_COMPANY);
  const response = await request.post('/api/subscriptions/', {
    headers: auth(owner.key),
    data: { application: 'woocommerce', accounting: 'sie' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Saves the demo shop's right keys on the subscription's app side. */
async function connectShop(request: Parameters<typeof apiSignIn>[0], id: number) {
  const owner = await apiSignIn(request, 'owner@example.com', undefined, SANDBOX_COMPANY);
  const saved = await request.put(`/api/subscriptions/${id}/connections/app/`, {
    headers: auth(owner.key),
    data: {
      credentials: {
        consumer_key: 'ck_demo_norrsken',
        consumer_secret: 'cs_demo_norrsken',
        webhook_secret: 'demo-woo-secret',
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

test('the owner connects a shop: every field asked for, wrong keys and right keys told apart', async ({
  page,
  request,
}) => {
  const id = await newSubscription(request);
  await signInTo(page, 'owner@example.com', SANDBOX_COMPANY);
  await page.goto(`/app-settings/${id}`);
  await expect(page.getByRole('heading', { name: 'WooCommerce → SIE-fil' })).toBeVisible();
  await expect(page.getByTestId('subscription-status').first()).toHaveText('Väntande');

  await openTab(page, 'Appkoppling');
  await expect(page).toHaveURL(new RegExp(`/app-settings/${id}\\?tab=connection$`));
  const shop = page.getByRole('region', { name: /^App · WooCommerce/ });
  await expect(shop.getByText('Demo: portalens simulator av tjänsten')).toBeVisible();
  await expect(
    page.getByText('Portalen bokför i en egen SIE-fil: inget behöver kopplas.'),
  ).toBeVisible();

  // nothing filled: every field is required, and the form says so
  await shop.getByRole('button', { name: 'Spara' }).click();
  await expect(shop.getByRole('alert')).toHaveText('Fyll i alla API-nyckelfält.');

  const key = shop.getByRole('textbox', { name: /Consumer key/i });
  await key.fill('ck_demo_norrsken');
  await shop.getByLabel(/Consumer secret/i).fill('cs_wrong_secret');
  await shop.getByLabel(/Webhook/i).fill('demo-woo-secret');
  const first = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/connections/app/'),
  );
  await shop.getByRole('button', { name: 'Spara' }).click();
  expect((await first).status()).toBe(200);
  await expect(page.getByText('Inloggningsuppgifterna är sparade.')).toBeVisible();
  await shop.getByRole('button', { name: 'Testa kopplingen' }).click();
  await expect(shop.getByTestId('connection-test-app')).toHaveText(
    'Kopplingen är i ett felaktigt läge: kontrollera inloggningsuppgifterna. Kontakta supporten om felet kvarstår.',
  );

  // the right secret; the webhook secret stays as saved (only its last characters are shown)
  await expect(shop.getByText(/Sparad \(••••cret\)/).first()).toBeVisible();
  await shop.getByLabel(/Consumer secret/i).fill('cs_demo_norrsken');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/connections/app/'),
  );
  await shop.getByRole('button', { name: 'Spara' }).click();
  expect((await saved).status()).toBe(200);
  await shop.getByRole('button', { name: 'Testa kopplingen' }).click();
  await expect(shop.getByTestId('connection-test-app')).toHaveText(
    'Inloggningsuppgifterna är giltiga. Kopplingen fungerar.',
  );
  expect(await page.content()).not.toContain('cs_demo_norrsken');

  // activate inside the free week: the terms must be confirmed first
  await openTab(page, 'Aktivera');
  await expect(page.getByText(/Ingen kostnad/)).toBeVisible();
  // from today: the import books nothing into a month the report tests read
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    new Date(),
  );
  await page.getByLabel('Startdatum').fill(today);
  await page.getByRole('button', { name: 'Aktivera', exact: true }).click();
  await expect(
    page.getByText('Bekräfta att du har läst vanliga frågor och villkoren.'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /Jag har läst vanliga frågor och villkoren/ }).check();
  await page.getByRole('button', { name: 'Aktivera', exact: true }).click();
  await expect(page.getByText('Prenumerationen är aktiverad. Importen har startat.')).toBeVisible();
  await expect(page.getByTestId('import-progress')).toBeVisible();
  await expect(page.getByTestId('subscription-status').first()).toHaveText('Aktiv');

  await openTab(page, 'Tekniska detaljer');
  await expect(page.getByText(`/api/webhooks/${id}/`)).toBeVisible();
  // the secret the shop signs with, only its last characters; the score as ADR 019 computes it
  await expect(page.getByText('••••cret')).toBeVisible();
  const health = page.getByRole('region', { name: 'Hälsa' });
  await expect(health).toContainText(/Hälsopoäng \d+ av 100/);
  await expect(health).toContainText('Lyckade synkningar:');
  await expect(page.getByRole('region', { name: 'Senaste synkposterna' })).toBeVisible();
  await openTab(page, 'Vanliga frågor');
  await expect(page.getByRole('button').filter({ hasText: /\?$/ }).first()).toBeVisible();

  // readable in both themes
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.goto(`/app-settings/${id}?tab=connection`);
    await expect(page.getByRole('button', { name: 'Testa kopplingen' }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test('a history import further back than the free week is paid by card, which opens activation', async ({
  page,
  request,
}) => {
  const id = await newSubscription(request);
  await connectShop(request, id);
  await signInTo(page, 'owner@example.com', SANDBOX_COMPANY);
  await page.goto(`/app-settings/${id}?tab=activate`);
  const start = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Startdatum').fill(start);
  await page.getByLabel('Startdatum').blur();
  await expect(page.getByRole('button', { name: 'Aktivera', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Betala historiken med kort' }).click();

  // the payment provider's page (the demo's Stripe simulator), then back to the portal
  await expect(page).not.toHaveURL(/\/app-settings\//);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(new RegExp(`/app-settings/${id}\\?tab=activate&checkout=\\d+`));
  await expect(page.getByText(/Betald historik från/)).toBeVisible();
  await page.getByLabel('Startdatum').fill(start);
  await page.getByLabel('Startdatum').blur();
  // paid: the date is covered and activation is open (activating is tested inside the free week)
  await expect(page.getByRole('button', { name: 'Betala historiken med kort' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Aktivera', exact: true })).toBeEnabled();
});

test('the owner maps an account outside its BAS range after confirming, and previews a real order', async ({
  page,
  request,
}) => {
  const id = await newSubscription(request);
  await connectShop(request, id);
  await signInTo(page, 'owner@example.com', SANDBOX_COMPANY);
  await page.goto(`/app-settings/${id}?tab=configure`);
  const clearing = page.getByRole('textbox', { name: 'Avräkningskonto' });
  await expect(clearing).toHaveValue('1580');

  await clearing.fill('');
  await clearing.blur();
  await expect(page.getByText('Fyll i alla obligatoriska konton.').first()).toBeVisible();
  await clearing.fill('1910');
  await page.getByRole('button', { name: 'Spara inställningar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konton utanför BAS-intervallet' });
  await expect(dialog.getByTestId('out-of-range')).toHaveText(
    'Avräkningskonto: 1910 (förväntat 1500–1699)',
  );
  await dialog.getByRole('button', { name: 'Ja, använd dem' }).click();
  await expect(page.getByText('Inställningarna är sparade.')).toBeVisible();

  await page.getByRole('button', { name: 'Visa förhandsgranskning' }).click();
  const voucher = page.getByTestId('preview-voucher').first();
  await expect(voucher).toBeVisible();
  await expect(voucher).toContainText('1910');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a subscription is cancelled after confirming, and offers nothing more', async ({
  page,
  request,
}) => {
  const id = await newSubscription(request);
  await signInTo(page, 'owner@example.com', SANDBOX_COMPANY);
  await page.goto(`/app-settings/${id}`);
  await page.getByRole('button', { name: 'Säg upp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Säg upp' });
  await expect(dialog).toContainText('raderas om 30 dagar');
  await dialog.getByRole('button', { name: 'Säg upp' }).click();
  await expect(
    page.getByText('Prenumerationen är uppsagd. Dess data raderas om 30 dagar.'),
  ).toBeVisible();
  await expect(page.getByTestId('subscription-status').first()).toHaveText('Uppsagd');
  await expect(page.getByRole('button', { name: 'Säg upp' })).toHaveCount(0);
});

test('the settings are in English too', async ({ page, request }) => {
  const id = await newSubscription(request);
  await signInTo(page, 'owner@example.com', SANDBOX_COMPANY);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto(`/app-settings/${id}?tab=connection`);
  await expect(page.getByRole('tab', { name: 'App connection', selected: true })).toBeVisible();
  await page
    .getByRole('region', { name: /^App · WooCommerce/ })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Please add all API Key fields.')).toBeVisible();
});

test('a payment provider is connected on its own screen, with the accounts its payouts use', async ({
  page,
  request,
}) => {
  const owner = await apiSignIn(request, 'owner@example.com', undefined, SANDBOX_COMPANY);
  const created = await request.post('/api/subscriptions/', {
    headers: auth(owner.key),
    data: { application: 'stripe', accounting: 'visma' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await signInTo(page, 'owner@example.com', SANDBOX_COMPANY);
  await page.goto(`/app-settings/${id}`);
  await page.getByRole('link', { name: /^Koppla betalleverantören/ }).click();
  await expect(page).toHaveURL(new RegExp(`/bank-connect/${id}$`));

  const stripe = page.getByRole('region', { name: /^App · Stripe/ });
  await stripe.getByLabel(/Hemlig nyckel|Secret key/i).fill('sk_test_demo_fjall');
  await stripe.getByLabel(/Webhook/i).fill('whsec_demo_fjall');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/connections/app/'),
  );
  await stripe.getByRole('button', { name: 'Spara' }).click();
  expect((await saved).status()).toBe(200);
  await stripe.getByRole('button', { name: 'Testa kopplingen' }).click();
  await expect(stripe.getByTestId('connection-test-app')).toHaveText(
    'Inloggningsuppgifterna är giltiga. Kopplingen fungerar.',
  );

  const accounts = page.getByRole('region', { name: 'Konton för utbetalningar' });
  await expect(accounts.getByRole('textbox', { name: 'Avräkningskonto' })).toHaveValue('1580');
  await accounts.getByRole('textbox', { name: 'Bank', exact: true }).fill('1940');
  await accounts.getByRole('button', { name: 'Spara inställningar' }).click();
  await expect(page.getByText('Inställningarna är sparade.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
