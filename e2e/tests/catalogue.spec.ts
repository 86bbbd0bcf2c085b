import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { SANDBOX_COMPANY, signInTo, storage, toast } from '../support/ui';

const cards = (page: Page) =>
  page.getByRole('list', { name: /^(Appar|Apps)$/ }).getByRole('article');

test('an owner finds Shopify in the catalogue, adds it with Fortnox and lands in its settings', async ({
  page,
}) => {
  await signInTo(page, 'owner@example.com', SANDBOX_COMPANY);
  await page.goto('/app-catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'Appkatalog' })).toBeVisible();
  await expect(cards(page)).toHaveCount(5);
  const shopify = cards(page).filter({ has: page.getByRole('heading', { name: 'Shopify' }) });
  await expect(shopify).toContainText('Fungerar med');
  await expect(shopify).toContainText('Visma eEkonomi');
  await expect(shopify).toContainText(/299,00\skr \/ mån exkl\. moms/);
  await expect(shopify).toContainText(/2\s388,00\skr \/ år/);
  // the apps list is kept under the `apps` storage key (SPEC §9)
  expect(JSON.parse((await storage(page, 'apps')) ?? '[]')).toHaveLength(5);

  // searched on the server: one shop matches
  await page.getByRole('searchbox', { name: 'Sök appar' }).fill('shop');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Shopify');
  await page.getByRole('searchbox', { name: 'Sök appar' }).fill('');
  await expect(cards(page)).toHaveCount(5);

  // filtered by category: the payment providers
  await page.getByRole('combobox', { name: 'Kategori' }).click();
  await page.getByRole('option', { name: 'Betalning' }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).nth(0)).toContainText('Stripe');
  await expect(cards(page).nth(1)).toContainText('Klarna');
  await page.getByRole('searchbox', { name: 'Sök appar' }).fill('woocommerce');
  await expect(page.getByText('Inga appar matchar sökningen.')).toBeVisible();

  // the shipping app is a category of its own
  await page.getByRole('searchbox', { name: 'Sök appar' }).fill('');
  await page.getByRole('combobox', { name: 'Kategori' }).click();
  await page.getByRole('option', { name: 'Frakt' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Sendcloud');

  await page.getByRole('combobox', { name: 'Kategori' }).click();
  await page.getByRole('option', { name: 'Alla kategorier' }).click();
  await page.getByRole('link', { name: 'Lägg till Shopify' }).click();

  await expect(page).toHaveURL(/\/add-apps\?app=shopify$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lägg till appar' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'App' })).toHaveValue('Shopify');
  await expect(page.getByText(/Per månad: 299,00\skr exkl\. moms/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Bokföringssystem' }).click();
  // only the accountings Shopify works with are offered
  await expect(page.getByRole('option')).toHaveText(['Fortnox', 'Visma eEkonomi', 'SIE 4-fil']);
  await page.getByRole('option', { name: 'Fortnox' }).click();
  await page.getByRole('button', { name: 'Skapa prenumeration' }).click();

  await expect(toast(page)).toContainText('Shopify med Fortnox har lagts till.');
  await expect(page).toHaveURL(/\/app-settings\/\d+$/);
});

test('submitting without an accounting shows the field error and stays on the form', async ({
  page,
}) => {
  await signInTo(page, 'owner@example.com', SANDBOX_COMPANY);
  await page.goto('/add-apps?app=stripe');
  await expect(page.getByRole('combobox', { name: 'App' })).toHaveValue('Stripe');
  await page.getByRole('button', { name: 'Skapa prenumeration' }).click();
  await expect(page.getByText('Fältet Bokföringssystem är obligatoriskt')).toBeVisible();
  await expect(page).toHaveURL(/\/add-apps\?app=stripe$/);
});

test('the catalogue in English', async ({ page }) => {
  await signInTo(page, 'owner@example.com', SANDBOX_COMPANY);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/app-catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'App catalogue' })).toBeVisible();
  const klarna = cards(page).filter({ has: page.getByRole('heading', { name: 'Klarna' }) });
  await expect(klarna).toContainText("Books Klarna's settlements");
  await expect(klarna).toContainText('Works with');
  await expect(klarna).toContainText('Payment');
  await expect(klarna).toContainText(/SEK\s?199\.00 \/ month excl\. VAT/);
  await page.getByRole('searchbox', { name: 'Search apps' }).fill('wordpress');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('WooCommerce');
});

test('the standalone apps offer the SIE file with the shops that work with it', async ({
  page,
}) => {
  await signInTo(page, 'owner@example.com', SANDBOX_COMPANY);
  await page.goto('/standalone-apps');
  await expect(page.getByRole('heading', { level: 2, name: 'SIE 4-fil' })).toBeVisible();
  await page.getByRole('link', { name: 'Lägg till SIE 4-fil' }).click();
  await expect(page).toHaveURL(/\/add-apps\?accounting=sie$/);
  await page.getByRole('combobox', { name: 'App' }).click();
  await expect(page.getByRole('option')).toHaveText(['Shopify', 'WooCommerce']);
});

test('the catalogue and the add form have no serious axe findings in light and dark theme', async ({
  page,
}) => {
  await signInTo(page, 'owner@example.com', SANDBOX_COMPANY);
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.goto('/app-catalogue');
    await expect(cards(page)).toHaveCount(5);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/add-apps?app=shopify');
    await expect(page.getByText(/Per månad/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});
