import { expect, test } from '@playwright/test';
import { signIn, toast } from '../support/ui';

/** SPEC §9: in-house staff write a custom rule, try it on sample data, save and delete it. */
test('in-house staff create a custom rule, try it, see why a looping rule fails, and delete it', async ({
  page,
}) => {
  const marker = `e2e-${Date.now()}`;
  const salesAccount = `// ${marker}
function rule(data) {
  console.log('rows', data.rows.length);
  data.rows = data.rows.map((row) => (row.account === 3001 ? { ...row, account: 3051 } : row));
  return data;
}`;

  await signIn(page, 'inhouse@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Anpassade regler' }).click();
  await expect(page).toHaveURL(/\/custom-rules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anpassade regler' })).toBeVisible();

  await page.getByRole('button', { name: 'Ny regel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny regel' });
  await expect(dialog.getByRole('combobox', { name: 'Ingångspunkt' })).toHaveValue(
    /^e7 – när verifikationsdata byggts/,
  );
  const code = dialog.getByRole('textbox', { name: /^Kod/ });

  // a looping rule is stopped, and the screen says why
  await code.fill('function rule(data) { while (true) {} }');
  await dialog.getByRole('button', { name: 'Kör' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Regeln misslyckades');
  await expect(dialog.getByRole('alert')).toContainText(
    'Regeln körde längre än 50 ms och stoppades.',
  );

  // the real rule runs on the sample voucher: the sales row moves to account 3051
  await code.fill(salesAccount);
  await dialog.getByRole('button', { name: 'Kör' }).click();
  await expect(dialog.getByText(/Regeln kördes på/)).toBeVisible();
  await expect(dialog.getByTestId('rule-output')).toContainText('"account": 3051');
  await expect(dialog.getByText('rows 3')).toBeVisible();

  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(toast(page).filter({ hasText: 'Regeln har skapats.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const searched = page.waitForResponse(
    (response) => response.url().includes('/api/custom-rules/') && response.url().includes(marker),
  );
  await page.getByRole('searchbox', { name: 'Sök i koden' }).fill(marker);
  await searched;
  const rows = page.getByRole('row').filter({ hasText: 'e7 – när verifikationsdata byggts' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Alla appar');
  await expect(rows.first()).toContainText('Ja');

  await rows
    .first()
    .getByRole('button', { name: /^Ta bort regel/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort regel' });
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(toast(page).filter({ hasText: 'Regeln har tagits bort.' })).toBeVisible();
  await expect(page.getByText('Inga regler.')).toBeVisible();
});
