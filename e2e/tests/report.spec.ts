import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn, signInTo } from '../support/ui';

// Who may open /report, and that in-house staff are not offered it, is in route-matrix.spec.ts.

/** The demo books a month of WooCommerce orders paid through Stripe and Klarna into Visma here. */
const FJALLBUTIKEN = 'Fjällbutiken i Åre AB';
/** The demo syncs in the background after the server starts: give it time. */
const SYNCED_WITHIN = 180_000;

const monthOf = (date: Date) =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
const now = new Date();
const CURRENT = monthOf(now);
/** The demo's month of payments: the whole of last month (UTC), its payouts all in by now. */
const PREVIOUS = monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));

/** Reloads the report until `check` passes: the demo's sync fills the month as it goes. */
async function untilSynced(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: SYNCED_WITHIN, intervals: [3_000, 5_000, 10_000] });
}

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

test('an owner reconciles last month: clearing comes to zero, a payout that differs is Ambiguous', async ({
  page,
}) => {
  test.setTimeout(2 * SYNCED_WITHIN + 60_000);
  await signInTo(page, 'owner@example.com', FJALLBUTIKEN);
  await page.goto(`/report?month=${PREVIOUS}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rapporter' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Avstämning/ })).toBeVisible();

  const payouts = page.getByTestId('payout-row');
  await untilSynced(page, async () => {
    await expect(payouts.first()).toBeVisible({ timeout: 5_000 });
  });

  // Stripe and Klarna payouts that matched their transactions leave nothing on suspense
  const unmatched = payouts.filter({
    has: page.getByTestId('payout-difference').filter({ hasNotText: /^0,00\skr$/ }),
  });
  await untilSynced(page, async () => {
    await expect(unmatched.first()).toBeVisible({ timeout: 5_000 });
  });
  for (const row of await unmatched.all()) await expect(row.getByText('Tvetydig')).toBeVisible();
  await expect(payouts.filter({ hasText: 'Lyckad' }).first()).toBeVisible();

  // once every payout of the month is in (Klarna pays weekly: by the 8th), what the providers
  // owed at its end has come in
  const clearing = page.getByRole('region', { name: 'Avräkningskonton vid månadens slut' });
  await untilSynced(page, async () => {
    await expect(clearing.getByTestId('clearing-closing')).toBeVisible({ timeout: 5_000 });
    if (now.getUTCDate() < 8) return;
    const figures = await clearing.getByTestId(/^clearing-(closing|open)$/).allTextContents();
    expect(figures.map(normalized)).toContain('0,00 kr');
  });

  await expect(page.getByRole('heading', { level: 2, name: 'Konton', exact: true })).toBeVisible();
  await expect(page.getByTestId('accounts-table')).toContainText('Avräkning');
  // sales, refunds and payouts are three figures: refunds are never counted as paid out
  await expect(page.getByTestId('clearing-days-chart')).toContainText(
    /Sålt .+, återbetalt .+ och utbetalt/,
  );
  // the short payout needs a person: its card offers to sync again and the app's settings
  const issue = page.getByTestId('issue').first();
  await expect(issue).toBeVisible();
  await expect(issue.getByRole('button', { name: /^Synka igen / })).toBeVisible();
  await expect(issue.getByRole('link', { name: /^Öppna appinställningarna för / })).toHaveAttribute(
    'href',
    /^\/app-settings\/\d+$/,
  );

  // readable in both themes: no serious or critical axe findings on a month full of data
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(payouts.first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test('the month is in the address, and switching month changes it', async ({ page }) => {
  await signInTo(page, 'owner@example.com', FJALLBUTIKEN);
  await page.goto(`/report?month=${PREVIOUS}`);
  const month = page.getByRole('combobox', { name: 'Månad' });
  await expect(month).toHaveValue(PREVIOUS);

  await page.getByRole('button', { name: 'Nästa månad' }).click();
  await expect(page).toHaveURL(new RegExp(`/report\\?month=${CURRENT}$`));
  await expect(month).toHaveValue(CURRENT);
  // nothing to reconcile ahead of today
  await expect(page.getByRole('button', { name: 'Nästa månad' })).toBeDisabled();
  await expect(page.getByRole('heading', { level: 2, name: 'Utbetalningar' })).toBeVisible();

  await month.selectOption(PREVIOUS);
  await expect(page).toHaveURL(new RegExp(`/report\\?month=${PREVIOUS}$`));
  // the address changes before the screen has drawn the new month: wait for the screen
  await expect(month).toHaveValue(PREVIOUS);
  await page.getByRole('button', { name: 'Föregående månad' }).click();
  await expect(page).not.toHaveURL(new RegExp(`month=${PREVIOUS}$`));
  await page.goBack();
  await expect(month).toHaveValue(PREVIOUS);
});

test('a colleague sees their company’s report', async ({ page }) => {
  await signIn(page, 'colleague@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Rapporter' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(
    page.getByRole('region', { name: 'Avräkningskonton vid månadens slut' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Att åtgärda' })).toBeVisible();
});

test('a report that could not be loaded can be tried again', async ({ page }) => {
  await signIn(page, 'colleague@example.com');
  const api = /\/api\/reconciliation\//;
  await page.route(api, (route) => route.fulfill({ status: 500, json: { detail: 'Unavailable' } }));
  await page.goto('/report');
  const failed = page.getByRole('alert').filter({ hasText: 'Rapporten kunde inte hämtas.' });
  await expect(failed).toBeVisible();

  await page.unroute(api);
  await failed.getByRole('button', { name: 'Försök igen' }).click();
  await expect(failed).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Avräkningskonton vid månadens slut' }),
  ).toBeVisible();
});
