import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { auth } from '../support/api';
import { seriousViolations } from '../support/axe';
import { norrskenWithBooks } from '../support/ledger-books';
import { signIn } from '../support/ui';

/* Issue 16: a client's statements on the BAS structure, as the firm's master accountant reads them. */

interface Row {
  code: string;
  amount: string | null;
  compare: string | null;
}
interface Statement {
  rows: Row[];
  period: { from: string; to: string };
}

/** "-1234.5" as the Swedish table shows it: "-1 234,50" (any space as thousands separator). */
function amount(value: string) {
  const [whole, cents] = Number(value).toFixed(2).replace('-', '').split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');
  return new RegExp(`${Number(value) < 0 ? '[-−]' : ''}${grouped},${cents}`);
}

async function statementOf(request: APIRequestContext, key: string, query: string) {
  const res = await request.get(`/api/financial-reports/statement/?${query}`, {
    headers: auth(key),
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Statement;
}

const rowOf = (s: Statement, code: string) => s.rows.find((r) => r.code === code)!;

async function chooseKind(page: Page, name: string) {
  await page.getByTestId('statement-kind').getByText(name, { exact: true }).click();
}

test('a master accountant reads, compares and exports a client’s statements', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { id, key } = await norrskenWithBooks(request);
  const sheet = await statementOf(request, key, `company=${id}&kind=balance_sheet`);
  const income = await statementOf(request, key, `company=${id}&kind=income_statement`);
  const direct = await statementOf(request, key, `company=${id}&kind=cash_flow&method=direct`);

  await signIn(page, 'master@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Finansiella rapporter' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Finansiella rapporter' }),
  ).toBeVisible();
  await page.goto(`/financial-reports?company=${id}`);
  const table = page.getByTestId('statement-table');

  // the balance sheet balances, as the API says, and a line opens to its accounts
  const assets = table.getByTestId('statement-row-assets_total');
  await expect(assets).toContainText(amount(rowOf(sheet, 'assets_total').amount!));
  await expect(table.getByTestId('statement-row-equity_and_liabilities_total')).toContainText(
    amount(rowOf(sheet, 'equity_and_liabilities_total').amount!),
  );
  const cash = table.getByRole('button', { name: 'Kassa och bank' });
  await expect(cash).toHaveAttribute('aria-expanded', 'false');
  await cash.click();
  await expect(cash).toHaveAttribute('aria-expanded', 'true');
  await expect(table.getByTestId('statement-account').first()).toContainText(/^19\d\d /);
  expect(await seriousViolations(page)).toEqual([]);

  await chooseKind(page, 'Resultaträkning');
  await expect(page.getByRole('heading', { name: 'Resultaträkning' })).toBeVisible();
  const result = table.getByTestId('statement-row-net_result');
  await expect(result).toContainText(amount(rowOf(income, 'net_result').amount!));
  await expect(page).toHaveURL(/kind=income_statement/);

  // cash flow, both methods, each ending in the period's change in cash
  await chooseKind(page, 'Kassaflödesanalys');
  await page.getByTestId('statement-method').getByText('Direkt metod', { exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Kassaflödesanalys (Direkt metod)' }),
  ).toBeVisible();
  const change = rowOf(direct, 'cash_change').amount!;
  await expect(table.getByTestId('statement-row-cash_change')).toContainText(amount(change));
  await page.getByTestId('statement-method').getByText('Indirekt metod', { exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Kassaflödesanalys (Indirekt metod)' }),
  ).toBeVisible();
  await expect(table.getByTestId('statement-row-cash_change')).toContainText(amount(change));

  // without the comparison the table has one column of figures
  await expect(table.locator('thead th')).toHaveCount(3);
  await page.getByRole('switch', { name: 'Jämför med föregående år' }).click({ force: true });
  await expect(table.locator('thead th')).toHaveCount(2);
  await page.getByRole('switch', { name: 'Jämför med föregående år' }).click({ force: true });
  await expect(table.locator('thead th')).toHaveCount(3);

  const download = page.waitForEvent('download');
  await page.getByTestId('export-button').click();
  expect((await download).suggestedFilename()).toMatch(/^Kassaflödesanalys .*\.xls$/);

  await page.evaluate(() => localStorage.setItem('dark', 'true'));
  await page.reload();
  await expect(table.getByTestId('statement-row-cash_change')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem('dark', 'false'));
});

test('the statements read in English, and a period outside the books is explained', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { id } = await norrskenWithBooks(request);
  await signIn(page, 'master@example.com');
  await page.evaluate(() => {
    localStorage.setItem('locale', 'en');
    localStorage.setItem('dark', 'true');
  });
  await page.goto(`/financial-reports?company=${id}&kind=income_statement`);
  await expect(page.getByRole('heading', { level: 1, name: 'Financial reports' })).toBeVisible();
  const table = page.getByTestId('statement-table');
  await expect(table.getByTestId('statement-row-net_result')).toContainText('Profit for the year');
  await expect(table.getByRole('button', { name: 'Net sales' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(
    `/financial-reports?company=${id}&kind=income_statement&from=1990-01-01&to=1990-12-31`,
  );
  await expect(page.getByTestId('statement-error')).toContainText(
    'The period must lie within the ledger',
  );
  await page.getByRole('button', { name: 'Show the latest financial year' }).click();
  await expect(page.getByTestId('statement-error')).toHaveCount(0);
  await expect(table.getByTestId('statement-row-net_result')).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('locale', 'sv');
    localStorage.setItem('dark', 'false');
  });
});
