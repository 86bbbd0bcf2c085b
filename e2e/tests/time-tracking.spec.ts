import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

/** "12 345,67 kr" → 12345.67 */
async function kronor(figure: Locator): Promise<number> {
  const text = (await figure.innerText()).split('\n').at(-1) ?? '';
  return Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
}

async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** SPEC §2 /time-tracking: log time with the timer and see the client's billable value. */
test('the master accountant logs time with the timer and sees the client’s billable value grow', async ({
  page,
}) => {
  test.setTimeout(240_000); // many screens and two themes in one story
  const client = 'Norrsken Handel AB';
  const text = `E2E avstämning ${Date.now() % 1e6}`;
  await signIn(page, 'master@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Tidrapportering' }).click();
  await expect(page).toHaveURL(/\/time-tracking/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tidrapportering' })).toBeVisible();

  // what the firm can invoice Norrsken, before
  await page.getByRole('tab', { name: 'Fakturaunderlag' }).click();
  await chooseOption(page, page.getByRole('tabpanel'), 'Klient', client);
  await expect(page.getByTestId('basis-row').first()).toContainText(client, { timeout: 30_000 });
  const total = page.getByTestId('basis-total');
  const before = await kronor(total);
  expect(before).toBeGreaterThan(0);

  // the timer: start for Norrsken, it counts live, survives a reload, stop
  const timer = page.getByTestId('timer-bar');
  await chooseOption(page, timer, 'Klient', client);
  await expect(timer.getByRole('switch', { name: 'Debiterbar' })).toBeChecked();
  await timer.getByRole('textbox', { name: 'Beskrivning' }).fill(text);
  await timer.getByRole('button', { name: 'Starta timer' }).click();
  await expect(toast(page).filter({ hasText: 'Timern har startats.' })).toBeVisible();
  await expect(timer).toContainText(`Timern går för ${client}`);
  await expect(timer.getByRole('timer')).not.toHaveText('0:00:00');
  await page.reload();
  await expect(page.getByTestId('timer-bar')).toContainText(text);
  await page.getByTestId('timer-bar').getByRole('button', { name: 'Stoppa timer' }).click();
  await expect(
    toast(page).filter({ hasText: /^Timern har stoppats: 0:0\d har registrerats\.$/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Starta timer' })).toBeVisible();

  // every started minute counts, at Norrsken's own rate of 1,450 kr/h
  await page.getByRole('tab', { name: 'Tidsposter' }).click();
  await page.getByRole('searchbox', { name: /^Sök beskrivning/ }).fill(text);
  const row = page.getByTestId('time-entry-row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  const minutes = Number(/0:(\d\d)/.exec(await row.innerText())?.[1]);
  expect(minutes).toBeGreaterThanOrEqual(1);
  const added = Math.round((minutes * 145_000) / 60) / 100;
  await expect(row).toContainText(
    new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2 }).format(added),
  );

  // … and the client's billable value grew by it
  await page.getByRole('tab', { name: 'Fakturaunderlag' }).click();
  await chooseOption(page, page.getByRole('tabpanel'), 'Klient', client);
  await expect.poll(() => kronor(page.getByTestId('basis-total'))).toBeCloseTo(before + added, 2);

  // the week, moved by the keyboard
  await page.getByRole('tab', { name: 'Vecka' }).click();
  const title = page.getByTestId('week-title');
  await expect(title).toHaveText(/^Vecka \d+$/);
  const thisWeek = await title.innerText();
  await page.getByRole('button', { name: 'Föregående vecka' }).focus();
  await page.keyboard.press('Enter');
  await expect(title).not.toHaveText(thisWeek);
  await page.getByRole('button', { name: 'Denna vecka' }).press('Enter');
  await expect(title).toHaveText(thisWeek);
  await expect(page.getByTestId('week-day').filter({ hasText: text })).toHaveCount(1);

  const ready = {
    week: 'week-day',
    entries: 'time-entry-row',
    basis: 'basis-row',
    profitability: 'profitability-row',
  };
  for (const [view, testId] of Object.entries(ready)) {
    for (const dark of ['false', 'true']) {
      await page.evaluate((value) => localStorage.setItem('dark', value), dark);
      await page.goto(`/time-tracking?view=${view}`);
      await expect(page.getByRole('button', { name: 'Starta timer' })).toBeVisible();
      await expect(page.getByTestId(testId).first()).toBeVisible();
      expect(await seriousViolations(page), `${view} dark=${dark}`).toEqual([]);
    }
  }
});

test('a partner accountant sees their own time on their client, in English too', async ({
  page,
}) => {
  await signIn(page, 'partner@example.com');
  await page.goto('/time-tracking?view=entries');
  await expect(page.getByTestId('time-entry-row').first()).toBeVisible({ timeout: 30_000 });
  // no person column or filter: only their own time
  await expect(page.getByRole('combobox', { name: 'Person' })).toHaveCount(0);
  const clients = await page
    .getByTestId('time-entry-row')
    .locator('td:nth-child(2)')
    .allInnerTexts();
  expect(new Set(clients)).toEqual(new Set(['Lindqvist Bygg & Järn AB', 'Intern tid']));

  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/time-tracking?view=profitability');
  await expect(page.getByRole('heading', { level: 1, name: 'Time tracking' })).toBeVisible();
  const rows = page.getByTestId('profitability-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Lindqvist Bygg & Järn AB');
  await expect(
    page.getByRole('heading', { name: 'Fees and value of time per client' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
