import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn, signInTo, toast } from '../support/ui';

const NORRSKEN = 'Norrsken Handel AB';

/**
 * Notes on a client (SPEC §3, §6): the master accountant writes a shared and a private note on
 * Norrsken; the owner reads the shared one and never the private one; deleting asks first.
 */
test('a shared note reaches the client owner, a private one does not', async ({
  page: master,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now() % 1e6;
  const shared = `Delad plan ${stamp}`;
  const secret = `Privat tanke ${stamp}`;

  await signIn(master, 'master@example.com');
  await master.goto('/client-communication');
  await master.getByTestId('conversation').filter({ hasText: NORRSKEN }).click();
  await master.getByRole('tab', { name: 'Anteckningar' }).click();
  const panel = master.getByRole('tabpanel', { name: 'Anteckningar' });
  // the demo's notes of each visibility, all readable by their author
  for (const title of ['Möte om årsbokslutet', 'Genomgång av Shopify-flödet', 'Egen påminnelse'])
    await expect(panel.getByTestId('note-card').filter({ hasText: title })).toBeVisible();

  for (const [title, visibility] of [
    [shared, 'Delad med klienten'],
    [secret, 'Privat'],
  ] as const) {
    await panel.getByRole('button', { name: 'Ny anteckning' }).click();
    const dialog = master.getByRole('dialog', { name: 'Ny anteckning' });
    await dialog.getByRole('button', { name: 'Skapa' }).click();
    await expect(dialog.getByText('Fältet rubrik är obligatoriskt')).toBeVisible();
    const titleBox = dialog.getByRole('textbox', { name: 'Rubrik' });
    await titleBox.fill(title);
    await titleBox.blur();
    await expect(dialog.getByText('Fältet rubrik är obligatoriskt')).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Typ' }).click();
    await master.getByRole('option', { name: 'Möte' }).click();
    await dialog.getByRole('radio', { name: visibility }).check();
    await dialog.getByRole('textbox', { name: 'Text' }).fill('Rad ett\n<b>inte fetstil</b>');
    await dialog.getByRole('button', { name: 'Skapa' }).click();
    await expect(
      toast(master).filter({ hasText: 'Anteckningen har sparats.' }).first(),
    ).toBeVisible();
    const card = panel.getByTestId('note-card').filter({ hasText: title });
    await expect(card).toContainText(visibility);
    await expect(card).toContainText('<b>inte fetstil</b>');
  }
  // the author changes a note; its visibility stays what it was
  await panel.getByRole('button', { name: `Redigera anteckningen ${secret}` }).click();
  const edit = master.getByRole('dialog', { name: 'Ändra anteckning' });
  await expect(edit.getByRole('radio', { name: 'Privat' })).toBeChecked();
  await edit.getByRole('textbox', { name: 'Text' }).fill('Bara för mig.');
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expect(toast(master).filter({ hasText: 'Anteckningen har ändrats.' })).toBeVisible();
  const edited = panel.getByTestId('note-card').filter({ hasText: secret });
  await expect(edited).toContainText('Bara för mig.');
  await expect(edited).toContainText('Privat');

  await panel.getByRole('combobox', { name: 'Synlighet' }).click();
  await master.getByRole('option', { name: 'Privat' }).click();
  await expect(panel.getByTestId('note-card').filter({ hasText: shared })).toHaveCount(0);
  await expect(panel.getByTestId('note-card').filter({ hasText: secret })).toBeVisible();

  for (const dark of ['false', 'true']) {
    await master.evaluate((value) => localStorage.setItem('dark', value), dark);
    await master.reload();
    await master.getByRole('tab', { name: 'Anteckningar' }).click();
    await expect(panel.getByTestId('note-card').first()).toBeVisible();
    expect(await seriousViolations(master)).toEqual([]);
  }

  // the owner reads the shared note, never the private ones
  const owner = await (await browser.newContext()).newPage();
  await signInTo(owner, 'owner@example.com', NORRSKEN);
  await owner.goto('/messages');
  const notes = owner.getByRole('region', { name: 'Anteckningar från byrån' });
  await expect(notes.getByTestId('note-card').filter({ hasText: shared })).toBeVisible();
  await expect(
    notes.getByTestId('note-card').filter({ hasText: 'Möte om årsbokslutet' }),
  ).toBeVisible();
  await expect(notes).not.toContainText(secret);
  await expect(notes).not.toContainText('Egen påminnelse');
  await expect(notes).not.toContainText('Genomgång av Shopify-flödet');
  await expect(notes.getByRole('button')).toHaveCount(0);
  expect(await seriousViolations(owner)).toEqual([]);

  // the author deletes the shared note after confirming; the owner no longer has it
  await master.reload();
  await master.getByRole('tab', { name: 'Anteckningar' }).click();
  await panel.getByRole('button', { name: `Ta bort anteckningen ${shared}` }).click();
  const confirm = master.getByRole('dialog', { name: 'Ta bort anteckningen?' });
  await expect(confirm).toContainText(shared);
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(toast(master).filter({ hasText: 'Anteckningen har tagits bort.' })).toBeVisible();
  await expect(panel.getByTestId('note-card').filter({ hasText: shared })).toHaveCount(0);
  await owner.reload();
  await expect(
    notes.getByTestId('note-card').filter({ hasText: 'Möte om årsbokslutet' }),
  ).toBeVisible();
  await expect(notes).not.toContainText(shared);
  await owner.context().close();
});
