import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

/**
 * SPEC §3 custom account mappings: in-house staff add one for a company, confirm an account
 * outside its BAS range (SPEC §5), see who changed it and when, and delete it after confirming.
 */
test('in-house staff map a company’s gift boxes to an account of their own, confirm the range, and delete it', async ({
  page,
}) => {
  const code = `GAVA${Date.now() % 1e6}-*`;
  await signIn(page, 'inhouse@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Anpassade konton' }).click();
  await expect(page).toHaveURL(/\/custom-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anpassade konton' })).toBeVisible();
  // the demo's mappings are there, with who made them
  await expect(page.getByTestId('custom-account-row').first()).toContainText('Ingrid Intern');

  await page.getByRole('button', { name: 'Ny mappning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny mappning' });
  // nothing chosen: the form says what is missing and sends nothing
  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(dialog.getByText('Fältet Bolag är obligatoriskt')).toBeVisible();

  const company = dialog.getByRole('combobox', { name: 'Bolag' });
  await company.fill('Skärgård');
  await page.getByRole('option', { name: /Skärgårdens Kaffe AB/ }).click();
  await dialog.getByRole('textbox', { name: 'Kontonummer' }).fill('2990');
  await dialog.getByRole('combobox', { name: 'Matchning' }).press('ArrowDown');
  await page.getByRole('option', { name: 'Artikelnummer' }).click();
  await dialog.getByRole('textbox', { name: /^Matchningskod/ }).fill(code);
  await dialog.getByRole('button', { name: 'Skapa' }).click();

  // 2990 is not where revenue accounts are: asked first, with the range
  const confirm = page.getByRole('dialog', { name: 'Konto utanför BAS-intervallet' });
  await expect(confirm).toContainText('2990');
  await expect(confirm).toContainText('3000–3999');
  await confirm.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Kontonummer' }).fill('3010');
  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(toast(page).filter({ hasText: 'Mappningen har skapats.' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Sök bolag, konto eller matchningskod' }).fill(code);
  const row = page.getByTestId('custom-account-row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Skärgårdens Kaffe AB');
  await expect(row).toContainText('3010');
  await expect(row).toContainText('Produkter');
  await expect(row).toContainText('Ingrid Intern');

  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(row).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  }

  await row.getByRole('button', { name: /^Ta bort mappningen/ }).click();
  const ask = page.getByRole('dialog', { name: 'Ta bort mappningen?' });
  await expect(ask).toContainText('Skärgårdens Kaffe AB');
  await ask.getByRole('button', { name: 'Ta bort' }).click();
  await expect(toast(page).filter({ hasText: 'Mappningen har tagits bort.' })).toBeVisible();
  await expect(row).toHaveCount(0);
});
