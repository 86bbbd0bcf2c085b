import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/ui';
import { norrskenWithBooks } from '../support/ledger-books';

/** SPEC §2, issue 16: the firm's clients side by side, one column per company and a total. */
test('a master accountant sees the clients’ balance sheets side by side', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await norrskenWithBooks(request);
  await signIn(page, 'master@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Konsoliderade rapporter' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Konsoliderade rapporter' }),
  ).toBeVisible();
  const table = page.getByTestId('consolidated-table');
  await expect(table.getByRole('columnheader', { name: 'Norrsken Handel AB' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Summa' })).toBeVisible();
  await expect(table.getByTestId('consolidated-row-assets_total')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByText('Resultaträkning', { exact: true }).click();
  await expect(table.getByTestId('consolidated-row-net_result')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('export-button').click();
  expect((await download).suggestedFilename()).toMatch(/^Resultaträkning .*\.xls$/);
  await page.evaluate(() => localStorage.setItem('dark', 'true'));
  await page.reload();
  await expect(table.getByTestId('consolidated-row-net_result')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem('dark', 'false'));
});
