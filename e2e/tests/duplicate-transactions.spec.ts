import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, auth } from '../support/api';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

/** The merged pairs (the list opens on the flagged ones), checked with axe in both themes. */
async function axeInBothThemes(page: Page, merged: string) {
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: merged }).click();
    await expect(page.getByTestId('duplicate-row').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: `/tmp/shots-h6/duplicates-${dark === 'true' ? 'dark' : 'light'}.png`,
      fullPage: true,
    });
  }
  await page.evaluate(() => localStorage.setItem('dark', 'false'));
}

/**
 * Issue 16, SPEC §5: Norrsken's books (read from Fortnox) hold a supplier invoice booked twice,
 * a day apart. A smart scan flags the pair; nothing is merged until it is chosen and the
 * confirmation, which says it cannot be undone, is accepted; then the later voucher is reversed
 * in Fortnox and in the portal's ledger.
 */
test('a supplier invoice booked twice: flagged by a scan, merged after the confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const master = await apiSignIn(request, 'master@example.com');
  const companies = await request.get('/api/ledger/companies/?search=Norrsken', {
    headers: auth(master.key),
  });
  const norrsken = ((await companies.json()) as { results: { id: number }[] }).results[0]!;

  await signIn(page, 'master@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Dubbletter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dubbletter' })).toBeVisible();
  await page.goto(`/duplicate-transactions?company=${norrsken.id}`);
  await expect(page.getByTestId('ledger-company-picker')).toHaveValue(/Norrsken Handel AB/);
  await expect(page.getByRole('combobox', { name: 'Matchning' })).toHaveValue('Smart');

  await page.getByRole('button', { name: 'Sök dubbletter' }).click();
  await expect(
    toast(page).filter({ hasText: /par hittades bland \d+ verifikationer/ }),
  ).toBeVisible({ timeout: 60_000 });
  const row = page.getByTestId('duplicate-row').filter({ hasText: 'Leverantörsfaktura' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('pair-status')).toHaveText('Flaggad');
  await expect(row).toContainText('1 dag isär');
  const kept = row.getByTestId('pair-kept');
  const duplicate = row.getByTestId('pair-duplicate');
  await expect(kept.getByRole('link', { name: /^Öppna verifikation / })).toHaveAttribute(
    'href',
    new RegExp(`/ledger\\?company=${norrsken.id}&voucher=\\d+`),
  );
  const keptName = (await kept.getByRole('link').textContent())!.trim();
  const duplicateName = (await duplicate.getByRole('link').textContent())!.trim();
  await expect(duplicate).toContainText('2440');
  expect(await seriousViolations(page)).toEqual([]);

  // choosing asks first; cancelling merges nothing
  await row.getByRole('checkbox', { name: `Välj paret ${keptName} och ${duplicateName}` }).check();
  await page.getByRole('button', { name: 'Slå ihop valda (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slå ihop 1 par?' });
  await expect(dialog).toContainText('Sammanslagningen går inte att ångra.');
  await expect(dialog).toContainText('den senare återförs med en ny verifikation');
  await expect(dialog).toContainText('Återföringarna bokförs också i Fortnox.');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(row.getByTestId('pair-status')).toHaveText('Flaggad');

  await page.getByRole('button', { name: 'Slå ihop valda (1)' }).click();
  await dialog.getByRole('button', { name: 'Slå ihop', exact: true }).click();
  await expect(toast(page).filter({ hasText: '1 par har slagits ihop.' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(row).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Sammanslagen' }).click();
  const merged = page.getByTestId('duplicate-row').filter({ hasText: duplicateName });
  await expect(merged.getByTestId('pair-status')).toHaveText('Sammanslagen');
  await expect(merged.getByTestId('pair-reversal')).toContainText(/^Återförd med A \d+ i Fortnox$/);
  await expect(page.getByTestId('duplicate-count-merged')).toContainText('1');

  // a second scan does not flag it again; the reversal is in the ledger
  await page.getByRole('button', { name: 'Sök dubbletter' }).click();
  await expect(toast(page).filter({ hasText: /0 par hittades/ })).toBeVisible({ timeout: 60_000 });
  const reversal = (await merged.getByTestId('pair-reversal').textContent())!.match(/A \d+/)![0];
  const vouchers = await request.get(
    `/api/ledger/vouchers/?company=${norrsken.id}&search=${encodeURIComponent('Återföring av dubblett')}`,
    {
      headers: auth(master.key),
    },
  );
  const found = ((await vouchers.json()) as { results: { series: string; number: string }[] })
    .results;
  expect(found.map((v) => `${v.series} ${v.number}`)).toContain(reversal);

  // in English
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto(`/duplicate-transactions?company=${norrsken.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Duplicate transactions' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Merged' }).click();
  await expect(
    page.getByTestId('duplicate-row').filter({ hasText: duplicateName }).getByTestId('pair-status'),
  ).toHaveText('Merged');
  await axeInBothThemes(page, 'Merged');
  await page.evaluate(() => localStorage.setItem('locale', 'sv'));
});
