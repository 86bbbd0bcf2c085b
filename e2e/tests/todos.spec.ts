import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signInTo, toast } from '../support/ui';

const NORRSKEN = 'Norrsken Handel AB';

/**
 * To-dos (issue 17): the owner adds a to-do with two tags, one registered with Enter and one
 * with Space (SPEC §5), filters the list by one of them and sees it — and not a to-do without it.
 */
test('the owner adds a to-do with two tags by Enter and Space and filters by one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 1e6;
  const task = `Stäm av kassan ${stamp}`;
  const enterTag = `kassa${stamp}`;
  const spaceTag = `vecka${stamp}`;

  await signInTo(page, 'owner@example.com', NORRSKEN);
  await page.goto('/todos');
  await expect(page.getByRole('heading', { name: 'Att göra' })).toBeVisible();
  // the demo's to-dos, with the overdue ones marked
  const rows = page.getByTestId('todo-row');
  await expect(rows.filter({ hasText: 'Lämna momsdeklarationen för oktober' })).toContainText(
    'Försenad',
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Ny uppgift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny uppgift' });
  await dialog.getByRole('button', { name: 'Ny uppgift' }).click();
  await expect(dialog.getByText('Fältet Uppgift är obligatoriskt')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Uppgift' }).fill(task);
  const tags = dialog.getByRole('combobox', { name: 'Taggar' });
  await tags.click();
  await tags.pressSequentially(enterTag);
  await tags.press('Enter');
  await tags.pressSequentially(spaceTag);
  await tags.press(' ');
  // both registered as tags, and the input is empty again
  await expect(tags).toHaveValue('');
  await expect(dialog.getByText(enterTag, { exact: true })).toBeVisible();
  await expect(dialog.getByText(spaceTag, { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Beskrivning' }).fill('Kassan mot banken.');
  await dialog.getByRole('button', { name: 'Ny uppgift' }).click();
  await expect(toast(page).filter({ hasText: 'Uppgiften har skapats.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const mine = rows.filter({ hasText: task });
  await expect(mine).toContainText(enterTag);
  await expect(mine).toContainText(spaceTag);

  // clicking a tag filters the list by it: only the new to-do is left
  await mine.getByRole('button', { name: `Visa uppgifter med taggen ${spaceTag}` }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(task);
  await expect(rows.filter({ hasText: 'Lämna momsdeklarationen för oktober' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Tagg', exact: true })).toHaveValue(
    new RegExp(spaceTag),
  );

  // the tag filter in the toolbar does the same for the other tag
  await page.getByRole('combobox', { name: 'Tagg', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${enterTag}`) }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(task);

  // mark it done from its row; the count of done to-dos follows
  await rows
    .first()
    .getByRole('combobox', { name: `Status för ${task}` })
    .click();
  await page.getByRole('option', { name: 'Klar' }).click();
  await expect(toast(page).filter({ hasText: 'Status ändrad till Klar.' })).toBeVisible();
  // the counts follow the tag filter: this one to-do, now done
  await expect(page.getByTestId('todo-count-done')).toHaveText(/^\s*1\s*Klar$/);
  await expect(page.getByTestId('todo-count-pending')).toHaveText(/^\s*0\s*Väntande$/);
});
