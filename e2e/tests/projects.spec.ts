import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

/**
 * SPEC §2 /projects and /projects/{id}: a master accountant creates a project, adds tasks, moves
 * them across the Kanban columns with the mouse and with the keyboard (saved: they are still
 * there after a reload), sees the timeline, and deletes a column after confirming.
 */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const column = (page: Page, title: string) =>
  page
    .getByTestId('board-column')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const card = (scope: Page | Locator, title: string) =>
  scope.getByTestId('task-card').filter({ hasText: title });

async function addTask(page: Page, columnTitle: string, title: string) {
  await page.getByRole('button', { name: `Lägg till uppgift i ${columnTitle}` }).click();
  const drawer = page.getByRole('dialog', { name: `Ny uppgift i ${columnTitle}` });
  await drawer.getByRole('textbox', { name: 'Rubrik' }).fill(title);
  return drawer;
}

/** Drags with the mouse: press on the card, move in steps (past the 5 px start), release. */
/** Drags a card onto a column, letting go once the board says the task is over it. */
async function dragWithMouse(page: Page, from: Locator, to: Locator, title: string, over: string) {
  const source = (await from.boundingBox())!;
  const target = (await to.boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + 12);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 12, source.y + 20, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await expect(page.getByText(new RegExp(`^${title} är i kolumnen ${over}`))).toBeAttached();
  await page.mouse.up();
}

test('a master accountant creates a project and moves its tasks with the mouse and the keyboard', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `Bokslut e2e ${Date.now() % 1e6}`;
  await signIn(page, 'master@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Projekt' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  // the demo firm's projects
  await expect(page.getByTestId('project-row').filter({ hasText: 'Byråns rutiner' })).toBeVisible();

  await page.getByRole('button', { name: 'Nytt projekt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt projekt' });
  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(dialog.getByText('Fältet Namn är obligatoriskt')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Namn' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Beskrivning' }).fill('Årsbokslut med e2e-test');
  await dialog.getByRole('combobox', { name: 'Klient' }).click();
  await page.getByRole('option', { name: 'Norrsken Handel AB' }).click();
  await dialog.getByLabel('Startdatum').fill(day(0));
  await dialog.getByLabel('Slutdatum').fill(day(-1));
  await dialog.getByLabel('Slutdatum').blur();
  await expect(dialog.getByText('Slutdatum kan inte ligga före startdatum.')).toBeVisible();
  await dialog.getByLabel('Slutdatum').fill(day(30));
  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(toast(page).filter({ hasText: 'Projektet har skapats.' })).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projekt' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByTestId('project-facts')).toContainText('Norrsken Handel AB');

  // tasks: one with a due date, tags (Space and Enter register them) and a checklist
  const drawer = await addTask(page, 'Att göra', 'Stäm av bank');
  await drawer.getByLabel('Förfallodatum').fill(day(-2));
  const tags = drawer.getByRole('combobox', { name: 'Taggar' });
  await tags.pressSequentially('bank ');
  await tags.pressSequentially('bokslut');
  await tags.press('Enter');
  await drawer.getByRole('textbox', { name: 'Ny punkt i checklistan' }).fill('Företagskonto');
  await drawer.getByRole('textbox', { name: 'Ny punkt i checklistan' }).press('Enter');
  await drawer.getByRole('button', { name: 'Skapa' }).click();
  await expect(toast(page).filter({ hasText: 'Uppgiften har lagts till.' }).first()).toBeVisible();
  const bank = card(column(page, 'Att göra'), 'Stäm av bank');
  await expect(bank).toContainText('Försenad');
  await expect(bank).toContainText('#bank');
  await expect(bank).toContainText('#bokslut');
  await expect(bank).toContainText('0/1');
  await (
    await addTask(page, 'Att göra', 'Inventera lager')
  )
    .getByRole('button', { name: 'Skapa' })
    .click();
  await expect(card(column(page, 'Att göra'), 'Inventera lager')).toBeVisible();
  // the drawer has closed (its overlay would take the pointer)
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // with the mouse: Stäm av bank to Pågår
  await dragWithMouse(page, bank, column(page, 'Pågår'), 'Stäm av bank', 'Pågår');
  await expect(card(column(page, 'Pågår'), 'Stäm av bank')).toBeVisible();
  // with the keyboard: space lifts, arrow right moves a column, space drops
  const handle = page.getByRole('button', { name: 'Flytta Inventera lager' });
  await handle.focus();
  await page.keyboard.press('Space');
  // the screen reader hears where the lifted task is
  await expect(
    page.getByText('Inventera lager är i kolumnen Att göra, plats 1 av 1.'),
  ).toBeAttached();
  await page.keyboard.press('ArrowRight');
  // dropped once the screen reader has heard where it is now, as its user would
  await expect(page.getByText(/^Inventera lager är i kolumnen Pågår/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(/Inventera lager släpptes i kolumnen Pågår/)).toBeAttached();
  await expect(card(column(page, 'Pågår'), 'Inventera lager')).toBeVisible();
  await expect(column(page, 'Att göra').getByTestId('task-card')).toHaveCount(0);

  // both moves were saved
  await page.reload();
  await expect(card(column(page, 'Pågår'), 'Stäm av bank')).toBeVisible();
  await expect(card(column(page, 'Pågår'), 'Inventera lager')).toBeVisible();

  // into the done column with the keyboard: the task is done, no longer overdue
  await page.getByRole('button', { name: 'Flytta Stäm av bank' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Stäm av bank är i kolumnen Pågår/)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/^Stäm av bank är i kolumnen Klart/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(card(column(page, 'Klart'), 'Stäm av bank')).toContainText('Klar');
  await page.reload();
  await expect(card(column(page, 'Klart'), 'Stäm av bank')).not.toContainText('Försenad');

  // the timeline lists the tasks by week
  await page.getByText('Tidslinje').click();
  await expect(page.getByTestId('project-timeline')).toContainText(/Vecka \d+/);
  await expect(page.getByTestId('timeline-task').filter({ hasText: 'Stäm av bank' })).toBeVisible();
  await expect(page.getByTestId('project-timeline')).toContainText('Utan förfallodatum');
  await page.getByText('Tavla', { exact: true }).click();

  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(card(page, 'Inventera lager')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }

  // deleting a column says that its tasks go too, and how many
  await page.getByRole('button', { name: 'Åtgärder för kolumnen Pågår' }).click();
  await page.getByRole('menuitem', { name: 'Ta bort kolumnen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort kolumnen?' });
  await expect(confirm).toContainText('alla uppgifter i den (1 st)');
  await confirm.getByRole('button', { name: 'Ta bort kolumnen' }).click();
  await expect(toast(page).filter({ hasText: 'Kolumnen har tagits bort.' })).toBeVisible();
  await expect(column(page, 'Pågår')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('board-column')).toHaveCount(2);
  await expect(card(page, 'Inventera lager')).toHaveCount(0);
  await expect(card(column(page, 'Klart'), 'Stäm av bank')).toBeVisible();
});

test('a partner accountant sees the firm’s own projects and those of their client only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'partner@example.com');
  await page.goto('/projects');
  const rows = page.getByTestId('project-row');
  await expect(rows.filter({ hasText: 'Lindqvist Bygg' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Byråns rutiner' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Norrsken Handel AB' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Skärgårdens Kaffe' })).toHaveCount(0);
  await rows.filter({ hasText: 'Byråns rutiner' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Byråns rutiner' })).toBeVisible();
  // the demo's tasks carry due dates coloured by how near they are
  await expect(page.locator('[data-due="overdue"]').first()).toBeVisible();
  // in English too
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('link', { name: 'All projects' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Timeline' })).toBeAttached();
  await expect(page.locator('[data-due="overdue"]').first()).toContainText('Overdue');
  await page.evaluate(() => localStorage.setItem('locale', 'sv'));
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.goto('/projects');
    await expect(rows.first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});
