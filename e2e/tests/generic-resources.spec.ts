import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

/** ADR 027: in-house staff keep the registry's collections at /generic-resource/{resource}. */
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

function unique(digits: number) {
  return `${Date.now()}${Math.floor(Math.random() * 1e4)}`.slice(-digits);
}

test('in-house staff open a resource from the index, add a row, change it and delete it', async ({
  page,
}) => {
  const code = `E${unique(5)}`;
  await signIn(page, 'inhouse@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Resurser' }).click();
  await expect(page).toHaveURL(/\/generic-resource\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resurser' })).toBeVisible();
  await expect(page.getByTestId('resource-eu-vat-rates')).toContainText('12');
  await expect(page.getByTestId('resource-catalogue')).toBeVisible();

  await page.getByRole('link', { name: 'Kostnadsställen' }).click();
  await expect(page).toHaveURL(/\/generic-resource\/cost-centers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kostnadsställen' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Administration' })).toContainText('ADM');

  // the form says what is missing, in the field's own words, before anything is sent
  await page.getByRole('button', { name: 'Ny rad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny rad i Kostnadsställen' });
  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(dialog.getByText('Fältet kod är obligatoriskt')).toBeVisible();
  await expect(dialog.getByText('Fältet namn är obligatoriskt')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Kod/ }).fill(code);
  await dialog.getByRole('textbox', { name: /^Namn/ }).fill('Kundtjänst Umeå');
  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(toast(page).filter({ hasText: 'Raden har skapats.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // the same code again is refused by the server, on the field
  await page.getByRole('button', { name: 'Ny rad' }).click();
  await dialog.getByRole('textbox', { name: /^Kod/ }).fill(code.toLowerCase());
  await dialog.getByRole('textbox', { name: /^Namn/ }).fill('Dubblett');
  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(dialog.getByText('Det finns redan en rad med samma kod.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Stäng' }).click();

  await page.getByRole('searchbox', { name: 'Sök' }).fill(code);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Kundtjänst Umeå');
  await expect(row).toContainText('Ja');
  await expect(row).toContainText('inhouse@example.com');

  await row.getByRole('button', { name: /^Ändra rad/ }).click();
  const edit = page.getByRole('dialog', { name: /^Ändra rad \d+ i Kostnadsställen$/ });
  await expect(edit.getByTestId('record-meta')).toContainText('inhouse@example.com');
  await edit.getByRole('textbox', { name: /^Namn/ }).fill('Kundtjänst Luleå');
  await edit.getByRole('switch', { name: 'Aktiv' }).click();
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expect(toast(page).filter({ hasText: 'Raden har sparats.' })).toBeVisible();
  await expect(row).toContainText('Kundtjänst Luleå');
  await expect(row).toContainText('Nej');

  await row.getByRole('button', { name: /^Ta bort rad/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort rad' });
  await expect(confirm).toContainText(`(${code})`);
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(toast(page).filter({ hasText: 'Raden har tagits bort.' })).toBeVisible();
  await expect(page.getByText('Inga rader.')).toBeVisible();
});

test('an EU VAT rate is added in English with a country, a rate, tags and a date', async ({
  page,
}) => {
  await signIn(page, 'inhouse@example.com');
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/generic-resource/eu-vat-rates');
  await expect(page.getByRole('heading', { level: 1, name: 'EU VAT rates' })).toBeVisible();

  await page.getByRole('button', { name: 'New row' }).click();
  const dialog = page.getByRole('dialog', { name: 'New row in EU VAT rates' });
  await dialog.getByRole('combobox', { name: /^Country/ }).click();
  await page.getByRole('option', { name: 'Malta (MT)' }).click();
  await dialog.getByRole('textbox', { name: /^Standard rate/ }).fill('18');
  // SPEC §5: a tag is registered with space or enter
  const reduced = dialog.getByRole('combobox', { name: /^Reduced rates/ });
  await reduced.pressSequentially('7 5');
  await reduced.press('Enter');
  await dialog.getByLabel(/^Valid from/).fill('2026-01-01');
  await shot(page, 'eu-vat-rate-form-light');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page).filter({ hasText: 'The row has been created.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Malta (MT)' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Malta' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('18 %');
  await expect(row).toContainText('75'); // the badges 7 and 5
  await expect(row).toContainText('Jan 1, 2026');
  await row.getByRole('button', { name: /^Delete row/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete row' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page).filter({ hasText: 'The row has been deleted.' })).toBeVisible();
});

test('the index, a resource and its form have no serious axe findings in light and dark theme', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'inhouse@example.com');
  for (const dark of ['false', 'true']) {
    const theme = dark === 'true' ? 'dark' : 'light';
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.goto('/generic-resource/index');
    await expect(page.getByTestId('resource-cost-centers')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `index-${theme}`);

    await page.goto('/generic-resource/eu-vat-rates');
    await expect(page.getByRole('row').filter({ hasText: 'Finland' }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `eu-vat-rates-${theme}`);

    await page.goto('/generic-resource/cost-centers');
    await expect(page.getByRole('row').filter({ hasText: 'Administration' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `cost-centers-${theme}`);

    await page.goto('/generic-resource/catalogue');
    await expect(page.getByRole('row').filter({ hasText: 'Shopify' })).toBeVisible();
    await page
      .getByRole('row')
      .filter({ hasText: 'Shopify' })
      .getByRole('button', { name: /^Ändra rad/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `catalogue-form-${theme}`);
  }
});
