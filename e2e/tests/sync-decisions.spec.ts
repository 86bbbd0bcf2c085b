import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

test.beforeEach(async ({ page }) => {
  await signIn(page, 'inhouse@example.com');
});

/** Issue 14: staff decide an Ambiguous entry, with a note that reaches the event log. */
test('staff decide an Ambiguous payout: ignored, with a note', async ({ page }) => {
  await page.goto('/sync-entry-report');
  await page.getByRole('searchbox', { name: 'Sök' }).fill('KP-DEMO-1041');
  const row = page.getByTestId('entry-row').filter({ hasText: 'KP-DEMO-1041' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Tvetydig');
  await expect(row).toContainText('120.00 SEK ligger kvar på konto 1689 tills någon beslutar');

  await row.getByRole('button', { name: 'Besluta om KP-DEMO-1041' }).click();
  const dialog = page.getByRole('dialog', { name: 'Besluta om KP-DEMO-1041' });
  await dialog.getByRole('radio', { name: 'Bokför på valt konto' }).check();
  await expect(dialog.getByRole('textbox', { name: 'Konto' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Ignorera' }).check();
  await expect(dialog.getByRole('textbox', { name: 'Konto' })).toBeHidden();
  // a decision needs its note
  await dialog.getByRole('button', { name: 'Spara beslut' }).click();
  await expect(dialog.getByText('Fältet Anteckning är obligatoriskt')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Anteckning' }).fill('Klarna återbetalar skillnaden');
  await dialog.getByRole('button', { name: 'Spara beslut' }).click();
  await expect(toast(page).filter({ hasText: 'Beslutet har sparats.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(row).toContainText('Lyckad');
  await expect(row).toContainText('Beslut: ignoreras. Klarna återbetalar skillnaden');
  await expect(row.getByRole('button', { name: /^Besluta/ })).toHaveCount(0);

  // the decision is in the event log, with who made it
  await page.goto('/event-log');
  await expect(page.getByRole('row').filter({ hasText: 'Synkpost' }).first()).toContainText(
    'inhouse@example.com',
  );
});

/** Issue 14: many entries synced again at once; those that cannot be are said so. */
test('staff sync several entries again at once', async ({ page }) => {
  await page.goto('/sync-entry-report');
  await page.getByRole('searchbox', { name: 'Sök' }).fill('KP-DEMO-104');
  await expect(page.getByTestId('entry-row')).toHaveCount(2);
  const retry = page.getByRole('button', { name: /^Synka valda igen/ });
  await expect(retry).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Välj alla poster på sidan' }).check();
  await expect(retry).toHaveText('Synka valda igen (2)');
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await retry.click();
  // Skärgårdens Kaffe's shop is not active yet: nothing is queued, and the toast says why
  await expect(toast(page).filter({ hasText: 'kan inte synkas om för hand' })).toContainText(
    '2 kan inte synkas om',
  );
  await expect(retry).toHaveText('Synka valda igen (0)');
});
