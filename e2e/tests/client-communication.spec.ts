import { expect, test, type Page } from '@playwright/test';
import { readMail } from '../support/api';
import { seriousViolations } from '../support/axe';
import { signIn, signInTo } from '../support/ui';

const NORRSKEN = 'Norrsken Handel AB';

async function axeLightAndDark(page: Page, ready: () => Promise<void>) {
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await ready();
    expect(await seriousViolations(page)).toEqual([]);
  }
}

/**
 * /client-communication (issue 15): the firm writes to Norrsken, the owner reads it in the
 * portal (and by e-mail) and answers, and the firm sees the answer.
 */
test('the firm and the client owner write to each other about Norrsken', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now() % 1e6;
  const question = `Hej! Kan ni skicka underlaget för moms (${stamp})?`;
  const answer = `Absolut, det kommer i eftermiddag (${stamp}).`;

  // the owner opens the conversation first: what the firm wrote earlier is read now
  await signInTo(owner, 'owner@example.com', NORRSKEN);
  await owner.getByRole('navigation').getByRole('link', { name: 'Meddelanden' }).click();
  await expect(owner).toHaveURL(/\/messages$/);
  await expect(
    owner.getByRole('heading', { level: 2, name: 'Samtal med Demo Redovisning AB' }),
  ).toBeVisible();
  const ownerThread = owner.getByRole('log', { name: 'Meddelanden' });
  await expect(ownerThread).toContainText('saknar en avgiftsrad');

  // the master accountant writes, sending with Ctrl+Enter
  const master = await (await browser.newContext()).newPage();
  await signIn(master, 'master@example.com');
  await master.getByRole('navigation').getByRole('link', { name: 'Klientkommunikation' }).click();
  await expect(master).toHaveURL(/\/client-communication$/);
  await expect(master.getByText('Välj en klient i listan för att läsa och skriva.')).toBeVisible();
  await master.getByTestId('conversation').filter({ hasText: NORRSKEN }).click();
  await expect(master).toHaveURL(/client=\d+/);
  await expect(master.getByRole('heading', { level: 2, name: NORRSKEN })).toBeVisible();
  const masterThread = master.getByRole('log', { name: 'Meddelanden' });
  await expect(masterThread).toContainText('Gör jag. Ha en fin helg!');
  const composer = master.getByRole('textbox', { name: 'Meddelande' });
  await composer.click();
  await composer.blur();
  await expect(master.getByText('Fältet meddelande är obligatoriskt')).toBeVisible();
  await composer.fill(question);
  await composer.press('Control+Enter');
  await expect(composer).toHaveValue('');
  await expect(masterThread.getByTestId('message').last()).toContainText(question);
  await expect(masterThread.getByTestId('message').last()).toContainText('Du');

  // the owner is told by e-mail and reads it in the portal, where markup stays text
  const mail = await readMail(
    master.request,
    'owner@example.com',
    new RegExp(`moms \\(${stamp}\\)`),
  );
  expect(mail[0]).toBeTruthy();
  await owner.reload();
  await expect(ownerThread.getByTestId('message').last()).toContainText(question);
  await expect(ownerThread.getByTestId('message').last()).toContainText('Magnus Mästare');
  await owner.getByRole('textbox', { name: 'Meddelande' }).fill(answer);
  await owner.getByRole('button', { name: 'Skicka' }).click();
  await expect(ownerThread.getByTestId('message').last()).toContainText(answer);
  await axeLightAndDark(owner, () => expect(ownerThread).toContainText(answer));

  // the firm sees the answer
  await master.reload();
  await expect(masterThread.getByTestId('message').last()).toContainText(answer);
  await expect(masterThread.getByTestId('message').last()).toContainText('Olivia Ägare');
  await axeLightAndDark(master, () => expect(masterThread).toContainText(answer));

  // in English as well
  await master.evaluate(() => localStorage.setItem('locale', 'en'));
  await master.reload();
  await expect(
    master.getByRole('heading', { level: 1, name: 'Client communication' }),
  ).toBeVisible();
  await expect(master.getByRole('log', { name: 'Messages' })).toContainText(answer);
  await master.context().close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the client list, then one conversation with a way back', async ({ page: phone }) => {
    await signIn(phone, 'master@example.com');
    await phone.goto('/client-communication');
    await phone.getByTestId('conversation').filter({ hasText: NORRSKEN }).click();
    await expect(phone.getByRole('log', { name: 'Meddelanden' })).toBeVisible();
    await expect(phone.getByTestId('conversation')).toHaveCount(0);
    await phone.getByRole('button', { name: 'Tillbaka till klienterna' }).click();
    await expect(phone.getByTestId('conversation').first()).toBeVisible();
    expect(await seriousViolations(phone)).toEqual([]);
  });
});
