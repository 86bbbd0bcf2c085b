import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

/** SPEC §2 /payouts: in-house staff record a payout to a firm and mark it paid. */
test('in-house staff record a payout to an accounting firm and mark it paid', async ({ page }) => {
  const invoice = `KB-E2E-${Date.now() % 1e6}`;
  await signIn(page, 'inhouse@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Utbetalningar' }).click();
  await expect(page).toHaveURL(/\/payouts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Utbetalningar' })).toBeVisible();
  // the demo firm's payouts: one paid, one still to pay
  await expect(page.getByTestId('payout-row').filter({ hasText: 'Betald' }).first()).toBeVisible();
  await expect(page.getByTestId('payouts-to-pay')).toContainText('kr');

  await page.getByRole('button', { name: 'Ny utbetalning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny utbetalning' });
  await dialog.getByRole('combobox', { name: 'Redovisningsbyrå' }).fill('Demo');
  await page.getByRole('option', { name: 'Demo Redovisning AB' }).click();
  const amount = dialog.getByRole('textbox', { name: 'Belopp' });
  await amount.fill('12,345');
  await amount.blur();
  await expect(dialog.getByText(/högst två decimaler/)).toBeVisible();
  await amount.fill('1234,50');
  await dialog.getByRole('textbox', { name: 'Fakturanummer' }).fill(invoice);
  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(toast(page).filter({ hasText: 'Utbetalningen har registrerats.' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Sök byrå eller fakturanummer' }).fill(invoice);
  const row = page.getByTestId('payout-row').filter({ hasText: invoice });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Att betala');
  await expect(page.getByTestId('payouts-to-pay')).toContainText('1 234,50');

  await row.getByRole('button', { name: /^Markera betald:/ }).click();
  const pay = page.getByRole('dialog', { name: 'Markera som betald' });
  await expect(pay).toContainText('Demo Redovisning AB');
  await pay.getByRole('button', { name: 'Markera betald' }).click();
  await expect(
    toast(page).filter({ hasText: 'Utbetalningen är markerad som betald.' }),
  ).toBeVisible();
  await expect(row).toContainText('Betald');
  // a paid payout is locked: no more actions on its row
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('payouts-paid')).toContainText('1 234,50');

  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(page.getByTestId('payout-row').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});
