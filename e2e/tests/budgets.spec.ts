import { expect, test, type APIRequestContext } from '@playwright/test';
import { auth } from '../support/api';
import { seriousViolations } from '../support/axe';
import { norrskenWithBooks } from '../support/ledger-books';
import { signIn, toast } from '../support/ui';

/* Issue 16: a monthly budget for a client, two figures entered, budget vs actual read back. */

interface LedgerYear {
  start: string;
  end: string;
  detail: string;
}
interface Analysis {
  rows: {
    kind: string;
    account: number;
    cells: { period: number; actual: string | null; variance_percent: string | null }[];
  }[];
  accuracy: { items: number; within: number; percent: string | null };
}

/** The latest year with vouchers whose first two months are over: its actuals can be compared. */
async function budgetYear(request: APIRequestContext, key: string, company: number) {
  const res = await request.get(`/api/ledger/years/?company=${company}&limit=50`, {
    headers: auth(key),
  });
  const years = ((await res.json()) as { results: LedgerYear[] }).results;
  const cutoff = new Date();
  cutoff.setUTCMonth(cutoff.getUTCMonth() - 2);
  const usable = years
    .filter((y) => y.detail === 'vouchers' && y.start < cutoff.toISOString().slice(0, 10))
    .sort((a, b) => b.start.localeCompare(a.start));
  expect(usable.length).toBeGreaterThan(0);
  return Number(usable[0]!.start.slice(0, 4));
}

/** 105000 as the Swedish table shows it in whole kronor: "105 000 kr" (any space). */
function kronor(value: string) {
  const whole = String(Math.round(Math.abs(Number(value))));
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');
  return new RegExp(`${Number(value) < 0 ? '[-−]' : ''}${grouped}\\s*kr`);
}

test('a master accountant budgets two months for a client and reads the variance', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { id, key } = await norrskenWithBooks(request);
  const year = await budgetYear(request, key, id);
  const name = `E2E budget ${Date.now()}`;

  await signIn(page, 'master@example.com');
  await page.goto(`/budgets?company=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Budget mot utfall' })).toBeVisible();

  // the form asks before it sends: a name is required (SPEC §5)
  await page.getByRole('button', { name: 'Ny budget' }).click();
  const form = page.getByRole('dialog', { name: 'Ny budget' });
  await form.getByRole('button', { name: 'Spara' }).click();
  await expect(form).toContainText('Fältet Namn är obligatoriskt');
  await form.getByRole('textbox', { name: 'Namn' }).fill(name);
  await form.getByRole('textbox', { name: 'År' }).fill(String(year));
  await form.getByRole('textbox', { name: 'År' }).blur();
  await expect(form.getByRole('combobox', { name: 'Typ' })).toHaveValue('Månad');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Spara' }).click();
  await expect(toast(page).filter({ hasText: 'Budgeten har skapats.' })).toBeVisible();
  await expect(page.getByTestId('budget-title')).toHaveText(`${name} · ${year}`);

  // an account from the company's chart, two months' figures
  const add = page.getByRole('combobox', { name: 'Lägg till konto' });
  await add.click();
  await add.fill('30');
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  const account = Number((await option.textContent())!.slice(0, 4));
  await option.click();
  const row = page.getByTestId('grid-row').filter({ hasText: String(account) });
  await expect(row).toHaveCount(1);
  await row.getByRole('textbox').nth(0).fill('100 000');
  await row.getByRole('textbox').nth(1).fill('12a');
  await expect(page.getByRole('button', { name: 'Spara belopp' })).toBeDisabled();
  await row.getByRole('textbox').nth(1).fill('120000');
  await page.getByRole('button', { name: 'Spara belopp' }).click();
  await expect(toast(page).filter({ hasText: 'Beloppen har sparats.' })).toBeVisible();
  await expect(row).toContainText(kronor('220000'));
  expect(await seriousViolations(page)).toEqual([]);

  // budget vs actual, every item: the API's figures on the screen
  await page.getByRole('tab', { name: 'Budget mot utfall' }).click();
  await page.getByRole('combobox', { name: 'Visa avvikelser från' }).click();
  await page.getByRole('option', { name: 'Alla' }).click();
  const budgetId = Number(new URL(page.url()).searchParams.get('budget'));
  const res = await request.get(`/api/budgets/${budgetId}/analysis/?company=${id}&threshold=all`, {
    headers: auth(key),
  });
  const analysis = (await res.json()) as Analysis;
  const figures = analysis.rows.find((r) => r.kind === 'account' && r.account === account)!;
  const january = figures.cells[0]!;
  expect(january.actual).not.toBeNull();
  const cell = page.getByTestId(`cell-${account}-1`);
  await expect(cell).toContainText(kronor(january.actual!));
  if (january.variance_percent !== null) {
    const percent = Number(january.variance_percent).toFixed(1).replace('.', ',').replace('-', '');
    await expect(cell).toContainText(percent);
  }
  await expect(page.getByTestId('budget-accuracy')).toHaveText(
    `${analysis.accuracy.percent!.replace('.', ',')} %`,
  );
  await expect(
    page.getByText(`${analysis.accuracy.within} av ${analysis.accuracy.items} poster inom 10 %`),
  ).toBeVisible();
  expect(analysis.accuracy.items).toBeGreaterThanOrEqual(2);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots-h5/budget-analysis-light.png', fullPage: true });

  for (const dark of ['true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(page.getByTestId('budget-accuracy')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.screenshot({ path: '/tmp/shots-h5/budget-analysis-dark.png', fullPage: true });

  // in English, and the budget deleted after a confirmation
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Budget vs actual' })).toBeVisible();
  await expect(
    page.getByText(`${analysis.accuracy.within} of ${analysis.accuracy.items} items within 10%`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close the budget' }).click();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the budget?' });
  await expect(confirm).toContainText(name);
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page).filter({ hasText: 'The budget has been deleted.' })).toBeVisible();
  await expect(page.getByTestId('budget-row').filter({ hasText: name })).toHaveCount(0);
});
