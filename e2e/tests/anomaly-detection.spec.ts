import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, auth } from '../support/api';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

async function axeInBothThemes(page: Page) {
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(page.getByTestId('anomaly-row').first()).toBeVisible();
    await expect(page.getByTestId('anomaly-chart')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: `/tmp/shots-h6/anomalies-${dark === 'true' ? 'dark' : 'light'}.png`,
      fullPage: true,
    });
  }
  await page.evaluate(() => localStorage.setItem('dark', 'false'));
}

/**
 * Issue 16: the demo's Norrsken ledger (read from Fortnox, with irregularities planted) — over
 * the last year the ensemble finds the payout whose fee jumped and the week without payouts,
 * says why, links the vouchers, and forgets one marked expected until it is listed again.
 */
test('Norrsken’s anomalies: the reason, the vouchers, one marked expected', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const master = await apiSignIn(request, 'master@example.com');
  const companies = await request.get('/api/ledger/companies/?search=Norrsken', {
    headers: auth(master.key),
  });
  const norrsken = ((await companies.json()) as { results: { id: number }[] }).results[0]!;

  await signIn(page, 'master@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Avvikelser' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Avvikelser' })).toBeVisible();
  await page.goto(`/anomaly-detection?company=${norrsken.id}&period=365`);
  await expect(page.getByTestId('ledger-company-picker')).toHaveValue(/Norrsken Handel AB/);
  await expect(page.getByRole('radio', { name: 'Senaste året' })).toBeChecked();

  const fee = page.getByTestId('anomaly-row').filter({ hasText: 'Avgiftsandel' });
  await expect(fee).toHaveCount(1, { timeout: 30_000 });
  await expect(fee.getByTestId('anomaly-reason')).toContainText(
    /Stripe behöll 11\s?% av utbetalningen i avgift/,
  );
  const gap = page.getByTestId('anomaly-row').filter({ hasText: 'Utebliven utbetalning' }).first();
  await expect(gap.getByTestId('anomaly-reason')).toContainText('Ingen utbetalning från Stripe');
  await expect(page.getByTestId('anomaly-count-fee_share')).toContainText('1');
  await expect(page.getByTestId('anomaly-chart')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // "expected": gone from the list, back when listed again
  await fee.getByRole('button', { name: /^Markera Avgiftsandel .* som förväntad$/ }).click();
  await expect(toast(page).filter({ hasText: 'Markerad som förväntad' })).toBeVisible();
  await expect(fee).toHaveCount(0);
  await page.getByRole('switch', { name: 'Visa förväntade' }).check();
  const expected = page.getByTestId('anomaly-row').filter({ hasText: 'Avgiftsandel' });
  await expected.getByRole('button', { name: /^Visa Avgiftsandel .* i listan igen$/ }).click();
  await expect(toast(page).filter({ hasText: 'Avvikelsen visas i listan igen.' })).toBeVisible();
  await page.getByRole('switch', { name: 'Visa förväntade' }).uncheck();
  await expect(fee).toHaveCount(1);

  // a stricter view finds no more than the default one
  const sensitivity = page.getByRole('radiogroup', { name: 'Känslighet' });
  await sensitivity.getByText('Låg', { exact: true }).click();
  await expect(page).toHaveURL(/sensitivity=low/);
  await expect(fee).toHaveCount(1);
  await sensitivity.getByText('Medel', { exact: true }).click();

  // the payout's voucher opens in the ledger
  const link = fee.getByTestId('anomaly-voucher').first();
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/ledger\\?company=${norrsken.id}&voucher=\\d+`));
  await expect(page.getByRole('dialog', { name: `Verifikation ${name}` })).toBeVisible();

  // in English
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto(`/anomaly-detection?company=${norrsken.id}&period=365`);
  await expect(page.getByRole('heading', { level: 1, name: 'Anomaly detection' })).toBeVisible();
  await expect(
    page.getByTestId('anomaly-row').filter({ hasText: 'Fee share' }).getByTestId('anomaly-reason'),
  ).toContainText(/Stripe kept 11\s?% of the payout as fee/);
  await axeInBothThemes(page);
  await page.evaluate(() => localStorage.setItem('locale', 'sv'));
});
