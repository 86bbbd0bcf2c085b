import { expect, test } from '@playwright/test';
import { auth } from '../support/api';
import { seriousViolations } from '../support/axe';
import { norrskenWithBooks } from '../support/ledger-books';
import { signIn } from '../support/ui';

/* Issue 16: a client's cash flow forecast, its options, and every model's back-test. */

interface Forecast {
  status: string;
  history_months: number;
  backtest: { rows: { model: string; available: boolean }[] };
}

test('a master accountant forecasts a client’s cash flow and compares the models', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { id, key } = await norrskenWithBooks(request);
  const res = await request.get(`/api/forecasts/cash-flow/?company=${id}&model=linear`, {
    headers: auth(key),
  });
  const forecast = (await res.json()) as Forecast;
  expect(forecast.status).toBe('ok');

  await signIn(page, 'master@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Likviditetsprognos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Likviditetsprognos' })).toBeVisible();
  await page.goto(`/cash-flow-forecast?company=${id}`);

  // the AI model by default, said what it is, with its chart, table and back-test
  await expect(page.getByRole('combobox', { name: 'Prognosmodell' })).toHaveValue('AI-driven');
  await expect(page.getByTestId('model-help')).toContainText('Holt-Winters');
  await expect(page.getByTestId('forecast-row')).toHaveCount(6);
  const backtest = page.getByTestId('backtest-table');
  await expect(backtest.getByTestId('backtest-row')).toHaveCount(6);
  await expect(backtest.locator('[data-model="ai"]')).toContainText('vald');
  await expect(backtest.locator('[data-model="naive"]')).toContainText('Naiv (senaste månaden)');
  await expect(page.getByTestId('expected-payouts')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots-h5/forecast-light.png', fullPage: true });

  // another model, a longer period, another confidence: the URL keeps them
  await page.getByRole('combobox', { name: 'Prognosmodell' }).click();
  await page.getByRole('option', { name: 'Linjär regression' }).click();
  await expect(page.getByTestId('model-help')).toContainText('minsta kvadratmetoden');
  await expect(backtest.locator('[data-model="linear"]')).toContainText('vald');
  const bandOf = async () => (await page.getByTestId('forecast-row').first().textContent()) ?? '';
  await page.getByRole('combobox', { name: 'Prognosperiod' }).click();
  await page.getByRole('option', { name: '12 månader' }).click();
  await expect(page.getByTestId('forecast-row')).toHaveCount(12);
  const at95 = await bandOf();
  await page.getByRole('combobox', { name: 'Konfidensnivå' }).click();
  await page.getByRole('option', { name: '99 %' }).click();
  await expect(page).toHaveURL(/confidence=99/);
  await expect.poll(bandOf).not.toBe(at95);
  await expect(page).toHaveURL(/model=linear/);

  // both themes, and English
  await page.evaluate(() => localStorage.setItem('dark', 'true'));
  await page.reload();
  await expect(page.getByTestId('forecast-row')).toHaveCount(12);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots-h5/forecast-dark.png', fullPage: true });
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Cash flow forecast' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Forecast model' })).toHaveValue(
    'Linear regression',
  );
  await expect(page.getByRole('heading', { name: 'Back-test' })).toBeVisible();
  await expect(backtest.locator('[data-model="seasonal_naive"]')).toContainText('Seasonal naive');
  expect(await seriousViolations(page)).toEqual([]);
});
