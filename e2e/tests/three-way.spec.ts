import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signInTo } from '../support/ui';

/**
 * The demo's Fjällbutiken: WooCommerce orders paid through Stripe and Klarna, booked in Visma.
 * Its simulated month holds a Stripe payout 2.50 kr short of its transactions, and once its
 * first paid order is booked the merchant adds a surcharge to it in the shop (seed/demo-edits).
 */
const FJALLBUTIKEN = 'Fjällbutiken i Åre AB';
const SYNCED_WITHIN = 180_000;

const now = new Date();
const PREVIOUS = `${new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7)}`;

async function untilSynced(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: SYNCED_WITHIN, intervals: [3_000, 5_000, 10_000] });
}

test('the three-way report shows a short payout and an order changed after it was booked, with why', async ({
  page,
}) => {
  test.setTimeout(2 * SYNCED_WITHIN + 60_000);
  await signInTo(page, 'owner@example.com', FJALLBUTIKEN);
  await page.goto(`/report?view=three-way&month=${PREVIOUS}`);
  await expect(page.getByRole('tab', { name: 'Tre vägar', selected: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /^Butik, bokföring och betalleverantör/ }),
  ).toBeVisible();

  // the payout that does not match its transactions
  const mismatches = page.getByTestId('payout-mismatches');
  await untilSynced(page, async () => {
    await expect(mismatches).toContainText(/[−-]2,50/, { timeout: 5_000 });
  });
  await expect(mismatches).toContainText('stripe');

  // the month's first day: the order the merchant changed after it was booked
  const firstDay = page.getByTestId('three-way-row').first();
  const explanations = page.getByTestId('three-way-detail');
  await untilSynced(page, async () => {
    await firstDay
      .getByRole('button', { name: /^Visa förklaringar för / })
      .click({ timeout: 5_000 });
    await expect(explanations.getByText('Annat belopp i bokföringen').first()).toBeVisible({
      timeout: 5_000,
    });
  });
  const changed = explanations
    .getByTestId('discrepancy')
    .filter({ hasText: 'Annat belopp i bokföringen' });
  await expect(changed).toContainText('49,00');
  await expect(changed).toContainText(/Bokfört .+, butiken säger nu .+/);
  // the customer paid before the surcharge: the provider settled the old amount
  await expect(
    explanations.getByTestId('discrepancy').filter({ hasText: 'Annat belopp hos leverantören' }),
  ).toContainText('49,00');

  // the element links to the company's own sync entry report, found by its order number
  await changed.getByRole('link').click();
  await expect(page).toHaveURL(/view=entries&search=/);
  await expect(page.getByTestId('entry-row').first()).toContainText('Lyckad');

  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.goto(`/report?view=three-way&month=${PREVIOUS}`);
    await expect(page.getByTestId('three-way-row').first()).toBeVisible();
    await page.getByTestId('three-way-row').first().getByRole('button').click();
    await expect(explanations).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    if (dark === 'false')
      await page.screenshot({ path: '/tmp/three-way-sv-light.png', fullPage: true });
  }
});

test('the VAT report lists the months booked, for the owner', async ({ page }) => {
  await signInTo(page, 'owner@example.com', FJALLBUTIKEN);
  await page.goto('/report?view=vat');
  await expect(
    page.getByRole('heading', { level: 2, name: /^Försäljning per momssats/ }),
  ).toBeVisible();
  await untilSynced(page, async () => {
    await expect(page.getByTestId('vat-month').first()).toBeVisible({ timeout: 5_000 });
  });
  await expect(page.getByTestId('vat-table')).toContainText('Momspliktig försäljning (ruta 05)');
  expect(await seriousViolations(page)).toEqual([]);
});
