import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first day of the next calendar quarter after today. */
function nextQuarterStart(today: string): string {
  const year = Number(today.slice(0, 4));
  const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3);
  const next = new Date(Date.UTC(year, (quarter + 1) * 3, 1));
  return next.toISOString().slice(0, 10);
}

const quarterLabel = (start: string) =>
  `${start.slice(0, 4)}-Q${Math.floor((Number(start.slice(5, 7)) - 1) / 3) + 1}`;

/** Issue 15: a project made from a template with a start date has its tasks dated. */
test('a master accountant makes a project from a template and sees its tasks dated', async ({
  page,
}) => {
  await signIn(page, 'master@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Arbetsflödesmallar' }).click();
  await expect(page).toHaveURL(/\/workflow-templates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Arbetsflödesmallar' })).toBeVisible();
  const close = page.getByTestId('template-row').filter({ hasText: 'Månadsbokslut' });
  await expect(close).toContainText('10 dagar');

  // a start date near a month end: the tasks' due dates run into March
  await close.getByRole('button', { name: 'Skapa projekt från mallen Månadsbokslut' }).click();
  const dialog = page.getByRole('dialog', { name: 'Skapa projekt från Månadsbokslut' });
  await dialog.getByRole('button', { name: 'Skapa projekt' }).click();
  await expect(dialog.getByText('Fältet Startdatum är obligatoriskt')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Klient' }).click();
  await page.getByRole('option', { name: 'Skärgårdens Kaffe AB' }).click();
  await dialog.getByLabel('Startdatum').fill('2027-02-25');
  await expect(
    dialog.getByText('heter projektet Månadsbokslut 2027-02 – Skärgårdens Kaffe AB'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Skapa projekt' }).click();

  const made = page.getByRole('dialog', { name: 'Projektet har skapats' });
  await expect(made).toContainText('Månadsbokslut 2027-02 – Skärgårdens Kaffe AB');
  const expected = [
    ['Bokför leverantörs- och kundfakturor', 2],
    ['Stäm av bankkonton', 4],
    ['Stäm av skattekontot', 5],
    ['Periodiseringar och upplupna kostnader', 6],
    ['Momsavstämning', 8],
    ['Månadsrapport till kunden', 10],
  ] as const;
  const rows = made.getByTestId('created-task');
  await expect(rows).toHaveCount(expected.length);
  for (const [i, [title, offset]] of expected.entries()) {
    const row = rows.nth(i);
    await expect(row).toContainText(title);
    const due = row.locator('time');
    await expect(due).toHaveAttribute('datetime', addDays('2027-02-25', offset));
    await expect(due).not.toBeEmpty();
  }
  // 25 February + 4 days is 1 March (2027 is no leap year), shown in Swedish
  await expect(rows.nth(1).locator('time')).toHaveText(/^1 mars 2027$/);

  await made.getByRole('link', { name: 'Öppna projektet' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByText('Stäm av bankkonton').first()).toBeVisible();

  await page.goto('/workflow-templates');
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(close).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await close.getByRole('button', { name: 'Skapa projekt från mallen Månadsbokslut' }).click();
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Stäng' }).click();
  }
});

test('a master accountant adds a quarterly recurrence for a client and pauses it', async ({
  page,
}) => {
  await signIn(page, 'master@example.com');
  await page.goto('/workflow-templates');
  const vat = page.getByTestId('template-row').filter({ hasText: 'Momsdeklaration kvartal' });
  await vat
    .getByRole('button', { name: /^Återkommande projekt för mallen Momsdeklaration kvartal/ })
    .click();
  const section = page.getByRole('region', {
    name: 'Återkommande projekt: Momsdeklaration kvartal',
  });
  await expect(section).toContainText('Mallen återkommer inte för någon klient ännu.');
  await section.getByRole('button', { name: 'Lägg till klient' }).click();
  const form = page.getByRole('dialog', { name: 'Återkommande för en klient' });
  await form.getByRole('combobox', { name: 'Klient' }).click();
  await page.getByRole('option', { name: 'Lindqvist Bygg & Järn AB' }).click();
  await form.getByRole('combobox', { name: 'Intervall' }).click();
  await page.getByRole('option', { name: 'Varje kvartal' }).click();
  const today = new Date().toISOString().slice(0, 10);
  const quarter = nextQuarterStart(today);
  const period = form.getByLabel('Första periodens start');
  await period.fill(addDays(quarter, 31));
  await form.getByRole('button', { name: 'Skapa' }).click();
  await expect(form.getByText('Välj den första dagen i ett kvartal')).toBeVisible();
  await period.fill(quarter);
  await form.getByRole('button', { name: 'Skapa' }).click();
  await expect(toast(page).filter({ hasText: 'Mallen återkommer nu för klienten.' })).toBeVisible();
  await expect(vat).toContainText('1 klient');

  const row = section.getByTestId('recurrence-row').filter({ hasText: 'Lindqvist Bygg & Järn AB' });
  await expect(row).toContainText('Varje kvartal');
  // within its 14 lead days the first quarter's project is made at once and the next one waits
  const madeNow = addDays(quarter, -14) <= today;
  const next = madeNow ? nextQuarterStart(addDays(quarter, 1)) : quarter;
  await expect(row).toContainText(quarterLabel(next));
  await expect(row.locator('time')).toHaveAttribute('datetime', addDays(next, -14));
  await row
    .getByRole('button', { name: 'Pausa återkommande för Lindqvist Bygg & Järn AB' })
    .click();
  await expect(row).toContainText('Pausad');

  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await vat.getByRole('button', { name: /^Återkommande projekt för mallen/ }).click();
    await expect(section.getByTestId('recurrence-row')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  }

  // in English, with the recurrences open
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Workflow templates' })).toBeVisible();
  await expect(vat).toContainText('44 days');
  await vat.getByRole('button', { name: /^Recurring projects of the template/ }).click();
  await expect(
    page.getByRole('region', { name: 'Recurring projects: Momsdeklaration kvartal' }),
  ).toContainText('Every quarter');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a template is made with ordered tasks, reordered from the keyboard, and deleted', async ({
  page,
}) => {
  await signIn(page, 'master@example.com');
  await page.goto('/workflow-templates');
  await page.getByRole('button', { name: 'Ny mall' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny mall' });
  await dialog.getByRole('textbox', { name: 'Namn' }).fill('Lönekörning');
  await dialog.getByRole('button', { name: 'Lägg till uppgift' }).click();
  await dialog.getByRole('button', { name: 'Lägg till uppgift' }).click();
  const tasks = dialog.getByTestId('template-task');
  await tasks.nth(0).getByRole('textbox', { name: 'Rubrik' }).fill('Samla tidrapporter');
  await tasks.nth(1).getByRole('textbox', { name: 'Rubrik' }).fill('Betala ut lön');
  const offset = tasks.nth(1).getByRole('textbox', { name: 'Dagar efter start' });
  await offset.fill('');
  await offset.blur();
  await expect(tasks.nth(1)).toContainText('Fältet Dagar efter start är obligatoriskt');
  await offset.fill('24');
  await offset.blur();

  // move "Betala ut lön" up with the keyboard; focus follows the task
  const up = dialog.getByRole('button', { name: 'Flytta upp: Betala ut lön' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(tasks.nth(0)).toHaveAccessibleName(/Uppgift 1: Betala ut lön/);
  await expect(dialog.getByRole('button', { name: 'Flytta ned: Betala ut lön' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tasks.nth(1)).toHaveAccessibleName(/Uppgift 2: Betala ut lön/);
  await dialog.getByRole('button', { name: 'Spara mallen' }).click();
  await expect(toast(page).filter({ hasText: 'Mallen har skapats.' })).toBeVisible();

  const row = page.getByTestId('template-row').filter({ hasText: 'Lönekörning' });
  await expect(row).toContainText('24 dagar');
  await row.getByRole('button', { name: 'Redigera mallen Lönekörning' }).click();
  const edit = page.getByRole('dialog', { name: 'Redigera mall' });
  await expect(edit.getByTestId('template-task').nth(0)).toHaveAccessibleName(/Samla tidrapporter/);
  await edit.getByRole('button', { name: 'Stäng' }).click();

  await row.getByRole('button', { name: 'Ta bort mallen Lönekörning' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort mallen?' });
  await expect(confirm).toContainText('Projekt som redan skapats från mallen finns kvar.');
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(toast(page).filter({ hasText: 'Mallen har tagits bort.' })).toBeVisible();
  await expect(row).toHaveCount(0);
});
