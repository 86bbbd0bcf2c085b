import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiSignIn, auth, freshEmail } from '../support/api';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

const CLIENT = 'Norrsken Handel AB';

interface LedgerCompany {
  id: number;
  name: string;
  ledger: { refreshed_at: string | null } | null;
}

/** The demo client, once the portal has read its books (the first start reads them). */
async function clientWithLedger(request: APIRequestContext): Promise<number> {
  const master = await apiSignIn(request, 'master@example.com');
  let company: LedgerCompany | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/ledger/companies/?search=Norrsken', {
          headers: auth(master.key),
        });
        company = ((await res.json()) as { results: LedgerCompany[] }).results[0];
        return company?.ledger?.refreshed_at ?? null;
      },
      { timeout: 150_000, intervals: [2000] },
    )
    .not.toBeNull();
  return company!.id;
}

async function openSchedules(page: Page, companyId: number) {
  await page.goto(`/scheduled-reports?company=${companyId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Schemalagda rapporter' }),
  ).toBeVisible();
  await expect(page.getByTestId('ledger-company-picker')).toHaveValue(new RegExp(CLIENT));
}

/** Types an address into a tag field and registers it with Space or Enter (SPEC §5). */
async function addAddress(page: Page, field: string, address: string, key = 'Space') {
  const input = page.getByRole('dialog').getByRole('combobox', { name: field, exact: true });
  await input.fill(address);
  await input.press(key);
}

/** Opens a row's menu of actions and picks one. */
async function menuItem(
  page: Page,
  row: Locator,
  name: string,
  item: string,
  menu = 'Åtgärder för',
) {
  await row.getByRole('button', { name: `${menu} ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * Issue 16: a master accountant schedules a monthly balance sheet for a client, sends it now,
 * and in-house staff find the e-mail with its PDF in the outbox.
 */
test('a scheduled report is set up, sent now, and lands in the outbox with its PDF', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const companyId = await clientWithLedger(request);
  const to = freshEmail('vd');
  const cc = freshEmail('revisor');
  const name = `Månadsrapport ${Date.now()}`;

  await signIn(page, 'master@example.com');
  await openSchedules(page, companyId);
  await page.getByRole('button', { name: 'Nytt schema' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt schema' });
  await dialog.getByRole('textbox', { name: 'Namn' }).fill(name);
  // a wrong address is named, and nothing is saved
  await addAddress(page, 'Till', 'inte-en-adress');
  await expect(dialog.getByText('”inte-en-adress” är inte en giltig e-postadress.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Till', exact: true }).press('Backspace');
  await expect(dialog.getByText('inte-en-adress')).toHaveCount(0);
  await addAddress(page, 'Till', to);
  await addAddress(page, 'Kopia', cc, 'Enter');
  await addAddress(page, 'Dold kopia', 'arkiv@example.com');
  await expect(dialog.getByText('inte en giltig e-postadress')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots-schedules/form-light.png' });
  await dialog.getByRole('button', { name: 'Nytt schema' }).click();
  await expect(toast(page).filter({ hasText: 'Schemat har skapats.' })).toBeVisible();

  const row = page.getByTestId('schedule-row').filter({ hasText: name });
  await expect(row).toContainText('Den 1 varje månad kl. 07:00');
  await expect(row).toContainText('Balansräkning · PDF · Förra månaden');
  await expect(row.getByTestId('schedule-status')).toContainText('Aktiv');
  await expect(row).toContainText('Inte skickad än');

  // send now asks first, then sends
  await row.getByRole('button', { name: `Skicka nu: ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Skicka rapporten nu?' });
  await expect(confirm).toContainText('skickas till 3 mottagare');
  await confirm.getByRole('button', { name: 'Skicka nu' }).click();
  await expect(toast(page).filter({ hasText: 'Rapporten har skickats.' })).toBeVisible();
  await expect(row.getByTestId('schedule-status')).toContainText('Skickad');
  await page.screenshot({ path: '/tmp/shots-schedules/list-light.png', fullPage: true });

  await menuItem(page, row, name, 'Historik');
  const history = page.getByRole('dialog', { name: `Historik för ${name}` });
  await expect(history.getByTestId('schedule-run')).toHaveCount(1);
  await expect(history.getByTestId('schedule-run')).toContainText('Skickad');
  await expect(history.getByTestId('schedule-run')).toContainText('.pdf');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // pause and resume
  await menuItem(page, row, name, 'Pausa');
  await expect(row.getByTestId('schedule-status')).toContainText('Pausad');
  await menuItem(page, row, name, 'Återuppta');
  await expect(row.getByTestId('schedule-status')).toContainText('Aktiv');

  // in-house staff see the e-mail with its copies and download the report
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'inhouse@example.com');
  await staff.goto('/outbox');
  await staff.getByRole('searchbox', { name: 'Sök mottagare' }).fill(to);
  const mail = staff.getByTestId('outbox-row').filter({ hasText: name });
  await expect(mail).toHaveCount(1);
  const file = mail.getByRole('button', { name: /^Ladda ned .*\.pdf$/ });
  await expect(file).toBeVisible();
  const downloading = staff.waitForEvent('download');
  await file.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^Månadsrapport \d+_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await mail.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  const message = staff.getByRole('dialog', { name: new RegExp(`^${name}`) });
  await expect(message).toContainText(`Kopia: ${cc}`);
  await expect(message).toContainText('Dold kopia: arkiv@example.com');
  await expect(message.getByTestId('outbox-message-text')).toContainText(CLIENT);
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.screenshot({ path: '/tmp/shots-schedules/outbox-message.png' });
  await staffContext.close();

  // deleting asks first
  await menuItem(page, row, name, 'Ta bort');
  const remove = page.getByRole('dialog', { name: 'Ta bort schemat?' });
  await remove.getByRole('button', { name: 'Ta bort' }).click();
  await expect(toast(page).filter({ hasText: 'Schemat har tagits bort.' })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the schedules screen in English and in the dark theme', async ({ page, request }) => {
  test.setTimeout(240_000);
  const companyId = await clientWithLedger(request);
  const master = await apiSignIn(request, 'master@example.com');
  const name = `Quarterly ${Date.now()}`;
  const created = await request.post(`/api/report-schedules/?company=${companyId}`, {
    headers: auth(master.key),
    data: {
      name,
      template: 'custom',
      sections: ['profit_and_loss', 'cash_flow_indirect'],
      format: 'xlsx',
      data_period: 'last_quarter',
      frequency: 'quarterly',
      time: '06:30',
      day_of_month: 'last',
      to: [freshEmail('cfo')],
      locale: 'en',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(page, 'master@example.com');
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => {
      localStorage.setItem('locale', 'en');
      localStorage.setItem('dark', value);
    }, dark);
    await page.goto(`/scheduled-reports?company=${companyId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduled reports' })).toBeVisible();
    const row = page.getByTestId('schedule-row').filter({ hasText: name });
    await expect(row).toContainText('Day last of Jan, Apr, Jul, Oct at 06:30');
    await expect(row).toContainText(
      'Profit and loss, Cash flow statement (indirect method) · Excel (XLSX) · Last quarter',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots-schedules/list-en-${dark}.png`, fullPage: true });
  }
  const row = page.getByTestId('schedule-row').filter({ hasText: name });
  await menuItem(page, row, name, 'Edit', 'Actions for');
  const dialog = page.getByRole('dialog', { name: 'Edit schedule' });
  await expect(dialog.getByRole('checkbox', { name: 'Profit and loss' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Balance sheet' })).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('checkbox', { name: 'Balance sheet' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page).filter({ hasText: 'The schedule has been saved.' })).toBeVisible();
  await expect(row).toContainText('Balance sheet, Profit and loss');
});
