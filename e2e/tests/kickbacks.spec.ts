import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/ui';

const months = (page: Page) => page.getByTestId('kickback-month');
/**
 * The demo's two months are last month and the one before. In February they fall in two years,
 * and the screen shows this year's (January) alone.
 */
const SPLIT = new Date().getMonth() === 1;
const MONTHS = SPLIT ? 1 : 2;
const lines = (page: Page) => page.getByTestId('kickback-line');

/**
 * The partner dashboard and /kickback-payouts: the demo firm (kickback, gold) earned 15 % of its
 * clients' paid invoices of the last two months; in-house staff paid the older month's payout.
 */
test('a partner sees their month on the dashboard and the firm’s kickbacks', async ({ page }) => {
  await signIn(page, 'partner@example.com');
  const mine = page.getByTestId('partner-dashboard');
  await expect(mine.getByRole('heading', { name: 'Din månad' })).toBeVisible();
  await expect(mine.getByRole('region', { name: /^Dina timmar i / })).toContainText(/\d+,\d h/);
  await expect(mine.getByRole('region', { name: /^Ditt debiterbara värde i / })).toContainText(
    'kr',
  );
  // the existing accountant dashboard is still below it
  await expect(
    page.getByRole('region', { name: 'Behöver uppmärksamhet', exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('dashboard-client')).toHaveCount(1);
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(mine).toBeVisible();
    await page.screenshot({
      path: `/tmp/shots-firm/partner-dashboard-${dark === 'true' ? 'dark' : 'light'}.png`,
      fullPage: true,
    });
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.evaluate(() => localStorage.setItem('dark', 'false'));
  await page.reload();

  await mine.getByRole('link', { name: 'Öppna kickback' }).click();
  await expect(page).toHaveURL(/\/kickback-payouts$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kickback-utbetalningar' }),
  ).toBeVisible();
  await expect(page.getByTestId('affiliate-type')).toHaveText('Kickback');
  await expect(page.getByTestId('affiliate-tier')).toHaveText('Guld');
  await expect(page.getByTestId('affiliate-rate')).toHaveText('15 %');

  // the months, 15 % of 897 kr each (Norrsken 2 × 299 kr, Lindqvist Bygg 299 kr): the newest to pay
  await expect(months(page)).toHaveCount(MONTHS);
  await expect(months(page).nth(0)).toContainText('134,55 kr');
  await expect(months(page).nth(0).getByTestId('payout-status')).toHaveText('Att betala');
  if (!SPLIT) await expect(months(page).nth(1).getByTestId('payout-status')).toHaveText('Betald');
  await expect(page.getByTestId('kickback-earned')).toContainText(
    SPLIT ? '134,55 kr' : '269,10 kr',
  );
  await expect(page.getByTestId('kickback-pending')).toContainText('134,55 kr');

  // a partner sees the invoices of their own client only
  await expect(page.getByText('Visar fakturorna för dina klienter.')).toBeVisible();
  await expect(lines(page)).toHaveCount(MONTHS);
  await expect(lines(page).filter({ hasText: 'Norrsken' })).toHaveCount(0);
  await expect(lines(page).first()).toContainText('44,85 kr');
  const oldest = months(page).nth(MONTHS - 1);
  const month = await oldest.getAttribute('aria-label');
  await oldest.getByRole('button', { name: /^Fakturor för / }).click();
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page)).toContainText(month!);

  const download = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Fakturor' })
    .getByRole('button', { name: 'Exportera' })
    .click();
  expect((await download).suggestedFilename()).toMatch(/^Fakturor \d{4}\.xls$/);

  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(months(page)).toHaveCount(MONTHS);
    await page.screenshot({
      path: `/tmp/shots-firm/kickbacks-${dark === 'true' ? 'dark' : 'light'}.png`,
      fullPage: true,
    });
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.evaluate(() => localStorage.setItem('dark', 'false'));
});

test('the master accountant sees every client’s invoice, in English too', async ({ page }) => {
  await signIn(page, 'master@example.com');
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/kickback-payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Kickback payouts' })).toBeVisible();
  await expect(page.getByTestId('affiliate-tier')).toHaveText('Gold');
  await expect(lines(page)).toHaveCount(2 * MONTHS);
  await expect(lines(page).filter({ hasText: 'Norrsken Handel AB' })).toHaveCount(MONTHS);
  await page.getByRole('combobox', { name: 'Payout' }).click();
  await page.getByRole('option', { name: 'To pay', exact: true }).click();
  await expect(months(page)).toHaveCount(1);
  await expect(months(page).getByTestId('payout-status')).toHaveText('To pay');
  await page.evaluate(() => localStorage.setItem('locale', 'sv'));
});
