import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, auth } from '../support/api';
import { seriousViolations } from '../support/axe';
import { signIn, signInTo, toast } from '../support/ui';

// The demo gives Norrsken Handel AB three months of invoices (the newest unpaid) for its two
// monthly subscriptions: Shopify → Fortnox and WooCommerce → SIE (ADR 017).
const NORRSKEN = 'Norrsken Handel AB';
const WOO = 'WooCommerce – SIE 4-fil';

async function axeInBothThemes(page: Page, ready: () => Promise<void>) {
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await ready();
    expect(await seriousViolations(page)).toEqual([]);
  }
}

test('an owner sees the plan and invoices, downloads a PDF and moves a subscription to yearly for good', async ({
  page,
  request,
}) => {
  await signInTo(page, 'owner@example.com', NORRSKEN);
  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Fakturering' })).toBeVisible();

  const plan = page.getByRole('region', { name: 'Nuvarande plan' });
  // the two seeded subscriptions (other tests may add pending ones to the shared demo)
  await expect(plan.getByRole('article', { name: /^WooCommerce – / })).not.toHaveCount(0);
  expect(await plan.getByTestId('plan-subscription').count()).toBeGreaterThanOrEqual(2);
  await expect(plan.getByRole('article', { name: 'Shopify – Fortnox' })).toContainText('299,00');

  const rows = page.getByTestId('invoice-row');
  await expect(rows).toHaveCount(3);
  // newest first: the latest is unpaid and can be paid, the older ones are paid
  await expect(rows.nth(0)).toContainText('Obetald');
  await expect(rows.nth(0).getByRole('button', { name: /^Betala faktura \d+$/ })).toBeVisible();
  await expect(rows.nth(1)).toContainText('Betald');
  await expect(rows.nth(1).getByRole('button', { name: /^Betala/ })).toHaveCount(0);

  const number = (await rows.nth(0).locator('td').first().textContent())!.trim();
  const downloading = page.waitForEvent('download');
  await rows
    .nth(0)
    .getByRole('button', { name: `Ladda ner faktura ${number} som PDF` })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`faktura-${number}.pdf`);

  // monthly → yearly, after a confirmation that says it cannot be undone and what it saves
  const woo = plan.getByRole('article', { name: WOO });
  const cycle = woo.getByRole('combobox', { name: `Faktureringsperiod för ${WOO}` });
  await expect(cycle).toHaveValue('Månadsvis');
  await cycle.click();
  // only longer intervals are offered
  const options = page.locator(`#${await cycle.getAttribute('aria-controls')}`).getByRole('option');
  await expect(options).toHaveText(['Månadsvis', 'Kvartalsvis', 'Halvårsvis', 'Årsvis']);
  await options.and(page.getByRole('option', { name: 'Årsvis', exact: true })).click();
  const confirm = page.getByRole('dialog', { name: 'Byta faktureringsperiod?' });
  await expect(confirm).toContainText('kan inte ångras');
  await expect(confirm).toContainText(/sparar 1\s200,00\skr/);
  await confirm.getByRole('button', { name: 'Byt till årsvis' }).click();
  await expect(
    toast(page).filter({ hasText: 'Faktureringsperioden är ändrad till årsvis.' }),
  ).toBeVisible();
  await expect(cycle).toHaveValue('Årsvis');
  await expect(cycle).toBeDisabled();
  await expect(woo).toContainText('2 388,00');

  // and never back: the server refuses it too
  const owner = await apiSignIn(request, 'owner@example.com');
  const plan2 = await request.get('/api/billing/', { headers: auth(owner.key) });
  const sub = (
    (await plan2.json()) as { subscriptions: { id: number; application: string }[] }
  ).subscriptions.find((s) => s.application === 'woocommerce')!;
  const back = await request.patch(`/api/billing/subscriptions/${sub.id}/interval/`, {
    headers: auth(owner.key),
    data: { payment_interval: 'monthly' },
  });
  expect(back.status()).toBe(400);

  await axeInBothThemes(page, async () => {
    await expect(page.getByTestId('invoice-row')).toHaveCount(3);
  });
});

test('a colleague sees the plan but is told only the owner changes the billing cycle', async ({
  page,
}) => {
  await signIn(page, 'colleague@example.com');
  await page.goto('/billing');
  const plan = page.getByRole('region', { name: 'Nuvarande plan' });
  // the two seeded subscriptions (other tests may add pending ones to the shared demo)
  await expect(plan.getByRole('article', { name: /^WooCommerce – / })).not.toHaveCount(0);
  expect(await plan.getByTestId('plan-subscription').count()).toBeGreaterThanOrEqual(2);
  const cycle = plan.getByRole('combobox', { name: /^Faktureringsperiod för Shopify/ });
  await expect(cycle).toBeDisabled();
  await expect(
    plan.getByText('Endast bolagets ägare kan ändra faktureringsperiod.').first(),
  ).toBeVisible();
  const details = page.getByRole('region', { name: 'Faktureringsuppgifter' });
  await expect(details.getByRole('textbox', { name: 'Ort' })).toBeDisabled();
  await expect(details.getByRole('button', { name: 'Spara uppgifterna' })).toHaveCount(0);
});

test('the terms and conditions read in Swedish and English, in both themes', async ({ page }) => {
  await signIn(page, 'colleague@example.com');
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Villkor' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. Tjänsten' })).toBeVisible();
  await expect(page.getByText('Gällande version')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Version' })).toHaveValue(/^2026-11/);
  await expect(page.getByTestId('terms-body')).toContainText('raderas 30 dagar efter uppsägningen');

  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. The service' })).toBeVisible();
  await expect(page.getByTestId('terms-body')).toContainText('deleted 30 days after cancellation');

  await axeInBothThemes(page, async () => {
    await expect(page.getByRole('heading', { level: 2, name: '1. The service' })).toBeVisible();
  });
});
