import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, auth } from '../support/api';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

const LAST_YEAR = String(new Date().getUTCFullYear() - 1);
const PERIOD = `Kvartal 4 ${LAST_YEAR}`;

/** "1019.40" as the Swedish screen shows it: "1 019,40 kr" (any space as thousands separator). */
function kr(amount: string) {
  const [whole, cents] = amount.replace('-', '').split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');
  return new RegExp(`${grouped},${cents}\\s*kr`);
}

async function openTax(page: Page) {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Deklarationsförberedelse' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Deklarationsförberedelse' }),
  ).toBeVisible();
}

/** Issue 15: the VAT figures come from what was booked; filing asks first and keeps them. */
test('a VAT return is filed after confirming the figures booked for its period', async ({
  page,
  request,
}) => {
  const master = await apiSignIn(request, 'master@example.com');
  const list = await request.get(
    '/api/tax-preparation/returns/?search=Norrsken&kind=vat&limit=50',
    {
      headers: auth(master.key),
    },
  );
  const quarter = (
    (await list.json()) as { results: { id: number; period_start: string }[] }
  ).results.find((r) => r.period_start === `${LAST_YEAR}-10-01`)!;
  const detail = await request.get(`/api/tax-preparation/returns/${quarter.id}/`, {
    headers: auth(master.key),
  });
  const figures = ((await detail.json()) as { figures: { vat_to_pay: string; output_vat: string } })
    .figures;
  expect(Number(figures.vat_to_pay)).toBeGreaterThan(0);

  await signIn(page, 'master@example.com');
  await openTax(page);
  await expect(page.getByTestId('count-due_soon')).toContainText('Förfaller inom 30 dagar');
  await page.getByRole('searchbox', { name: 'Sök klient' }).fill('Norrsken');
  const row = page
    .getByTestId('tax-return-row')
    .filter({ hasText: 'Moms' })
    .filter({ hasText: PERIOD });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('return-status')).toHaveText('Öppen');
  await expect(row.getByTestId('due-hint')).toContainText('sen');

  await row
    .getByRole('button', { name: `Momsuppgifter för ${PERIOD}, Norrsken Handel AB` })
    .click();
  const drawer = page.getByRole('dialog', { name: `Moms ${PERIOD}, Norrsken Handel AB` });
  await expect(drawer.getByTestId('figures-source')).toContainText('Enligt det som är bokfört nu');
  await expect(drawer.getByTestId('output-vat')).toHaveText(kr(figures.output_vat));
  await expect(drawer.getByTestId('vat-to-pay')).toHaveText(kr(figures.vat_to_pay));
  await expect(drawer).toContainText('Ruta 49');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots-prep/tax-figures-light.png' });
  await page.keyboard.press('Escape');

  // filing asks first and shows what is filed; cancelling files nothing
  await row.getByRole('button', { name: `Lämna in Moms ${PERIOD}, Norrsken Handel AB` }).click();
  const confirm = page.getByRole('dialog', { name: 'Lämna in deklarationen?' });
  await expect(confirm.getByTestId('vat-to-pay')).toHaveText(kr(figures.vat_to_pay));
  await confirm.getByRole('button', { name: 'Avbryt' }).click();
  await expect(row.getByTestId('return-status')).toHaveText('Öppen');

  await row.getByRole('button', { name: `Lämna in Moms ${PERIOD}, Norrsken Handel AB` }).click();
  await expect(confirm).toContainText(`Momsdeklarationen för ${PERIOD} för Norrsken Handel AB`);
  await confirm.getByRole('button', { name: 'Lämna in', exact: true }).click();
  await expect(
    toast(page).filter({ hasText: 'Deklarationen är markerad som inlämnad.' }),
  ).toBeVisible();
  await expect(row.getByTestId('return-status')).toHaveText('Inlämnad');
  await expect(row.getByRole('button', { name: /^Lämna in/ })).toHaveCount(0);

  await row.getByRole('button', { name: /^Momsuppgifter för/ }).click();
  await expect(drawer.getByTestId('figures-source')).toContainText('Som lämnad');
  await expect(drawer.getByTestId('vat-to-pay')).toHaveText(kr(figures.vat_to_pay));
  await page.keyboard.press('Escape');

  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(page.getByTestId('tax-return-row').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.screenshot({ path: '/tmp/shots-prep/tax-dark.png', fullPage: true });
});

test('a client’s VAT period is set in its settings, and the returns follow', async ({ page }) => {
  await signIn(page, 'master@example.com');
  await openTax(page);
  await page.getByRole('tab', { name: 'Klientinställningar' }).click();
  const bygg = page.getByTestId('tax-settings-row').filter({ hasText: 'Lindqvist Bygg & Järn AB' });
  await expect(bygg).toContainText('Helår');
  await bygg
    .getByRole('button', { name: 'Ändra inställningarna för Lindqvist Bygg & Järn AB' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Inställningar för Lindqvist Bygg & Järn AB' });
  await dialog.getByRole('combobox', { name: 'Momsperiod' }).click();
  await page.getByRole('option', { name: 'Kvartal' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(toast(page).filter({ hasText: 'Inställningarna har sparats.' })).toBeVisible();
  await expect(bygg).toContainText('Kvartal');
  await page.screenshot({ path: '/tmp/shots-prep/tax-settings-light.png', fullPage: true });

  await page.getByRole('tab', { name: 'Deklarationer' }).click();
  await page.getByRole('searchbox', { name: 'Sök klient' }).fill('Lindqvist');
  const vat = page.getByTestId('tax-return-row').filter({ hasText: 'Moms' });
  // quarters from where the filed yearly returns end; those filed stay as they were
  await expect(vat.filter({ hasText: /Kvartal \d/ }).first()).toBeVisible();
  await expect(
    vat.filter({ hasText: 'Räkenskapsår' }).filter({ hasText: 'Inlämnad' }).first(),
  ).toBeVisible();

  // in English, in the dark theme
  await page.evaluate(() => {
    localStorage.setItem('locale', 'en');
    localStorage.setItem('dark', 'true');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tax preparation' })).toBeVisible();
  await expect(page.getByTestId('count-due_soon')).toContainText('Due within 30 days');
  await expect(page.getByRole('tab', { name: 'Client settings' })).toBeVisible();
  await expect(page.getByTestId('tax-return-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots-prep/tax-en-dark.png' });
});
