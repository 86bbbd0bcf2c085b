import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/ui';
import { norrskenWithBooks } from '../support/ledger-books';

/** Issue 16: the firm's clients by KPI, one client's trend, and the ROI calculator. */
test('a master accountant compares clients by KPI and works out a client’s ROI', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { id } = await norrskenWithBooks(request);
  await signIn(page, 'master@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Nyckeltal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nyckeltal' })).toBeVisible();
  const rows = page.getByTestId('kpi-client-row');
  await expect(rows.filter({ hasText: 'Norrsken' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Bruttomarginal' }).click();
  await expect(page).toHaveURL(/\/kpi/);
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('link', { name: /Klientlönsamhet/ })).toHaveAttribute(
    'href',
    '/time-tracking?view=profitability',
  );

  await rows.filter({ hasText: 'Norrsken' }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`view=client.*company=${id}|company=${id}.*view=client`));
  await expect(page.getByTestId('kpi-gross_margin')).toContainText('%');
  await expect(page.getByTestId('kpi-trend-table').locator('tbody tr').first()).toBeVisible();
  await page.evaluate(() => localStorage.setItem('dark', 'true'));
  await page.reload();
  await expect(page.getByTestId('kpi-runway_months')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem('dark', 'false'));

  await page.goto(`/roi-calculator?company=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'ROI-kalkylator' })).toBeVisible();
  const orders = page.getByRole('textbox', { name: 'Ordrar per månad' });
  await orders.fill('1000');
  await orders.blur();
  // 1,000 × 3 min + 2 % × 15 min = 55 h a month at 1,200 kr
  await expect(page.getByTestId('roi-hours-month')).toContainText('55 h');
  await expect(page.getByTestId('roi-saved-month')).toContainText(/66\s000\skr/);
  await orders.fill('');
  await orders.blur();
  await expect(page.getByText('Fältet Ordrar per månad är obligatoriskt')).toBeVisible();
  await orders.fill('1000');
  await orders.blur();
  expect(await seriousViolations(page)).toEqual([]);
});
