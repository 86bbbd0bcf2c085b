import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, auth } from '../support/api';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

/** The demo's Norrsken Handel AB: last December one Shopify payout came 35.00 kr short. */
const CLIENT = 'Norrsken Handel AB';
const LAST_YEAR = String(new Date().getUTCFullYear() - 1);
const SHORT_PAYOUT = '79000002';

async function openChecklist(page: Page, year: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Revisionsförberedelse' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Revisionsförberedelse' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Klient' }).click();
  await page.getByRole('option', { name: CLIENT }).click();
  await page.getByRole('combobox', { name: 'Räkenskapsår' }).click();
  await page.getByRole('option', { name: year, exact: true }).click();
  await expect(
    page.getByRole('heading', { name: `${CLIENT}, räkenskapsår ${year}` }),
  ).toBeVisible();
}

const item = (page: Page, title: string) =>
  page.getByTestId('audit-item-row').filter({ hasText: title });

async function axeInBothThemes(page: Page) {
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(page.getByTestId('audit-item-row').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
}

/**
 * Issue 15: the close checklist item "every payout of the year reconciled" completes itself
 * once the client's last unreconciled payout is decided by in-house staff (issue 14), and links
 * to its proof.
 */
test('an audit item completes itself after the client’s payouts reconcile', async ({
  page,
  request,
}) => {
  await signIn(page, 'master@example.com');
  await openChecklist(page, LAST_YEAR);

  const payouts = item(page, 'Alla årets utbetalningar är avstämda');
  await expect(payouts.getByTestId('item-status')).toHaveText('Öppen');
  await expect(payouts.getByTestId('proof-line')).toHaveText(
    'Underlag: 1 av 2 utbetalningar är inte avstämda',
  );
  await expect(item(page, 'Inga misslyckade eller tvetydiga poster kvar')).toContainText(
    '1 post behöver åtgärdas',
  );
  // an automatic item gets its status from the check, never by hand
  await expect(payouts.getByRole('button', { name: /^Påbörja/ })).toHaveCount(0);

  await payouts.getByRole('button', { name: /^Visa underlag för/ }).click();
  const proof = page.getByRole('dialog', { name: /^Underlag: Alla årets utbetalningar/ });
  const unreconciled = proof.getByTestId('proof-unreconciled');
  await expect(unreconciled).toContainText(SHORT_PAYOUT);
  await expect(unreconciled).toContainText(/35,00\s*kr/);
  await expect(unreconciled).toContainText('Tvetydig');
  await expect(
    proof.getByRole('button', { name: `Öppna rapporten för december ${LAST_YEAR}` }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(proof).toBeHidden();

  // in-house staff move the difference off suspense to bank costs (the existing decision)
  const staff = await apiSignIn(request, 'inhouse@example.com');
  const found = await request.get(`/api/sync-entries/?search=${SHORT_PAYOUT}`, {
    headers: auth(staff.key),
  });
  const entry = (
    (await found.json()) as { results: { id: number; reference_number: string }[] }
  ).results.find((e) => e.reference_number === SHORT_PAYOUT);
  expect(entry, 'the demo has the short payout').toBeTruthy();
  const decided = await request.post(`/api/sync-entries/${entry!.id}/decision/`, {
    headers: auth(staff.key),
    data: { decision: 'account', account: '6570', note: 'Shopify drog en avgift för återkrav' },
  });
  expect(decided.status(), await decided.text()).toBe(200);

  await page.getByRole('button', { name: 'Kontrollera nu' }).click();
  await expect(toast(page).filter({ hasText: 'Kontrollen är klar.' })).toBeVisible();
  await expect(payouts.getByTestId('item-status')).toHaveText('Klar');
  await expect(payouts).toContainText('Klar enligt kontrollen');
  await expect(payouts.getByTestId('proof-line')).toHaveText(
    'Underlag: 2 utbetalningar, alla avstämda (1 efter beslut)',
  );
  await expect(item(page, 'Inga misslyckade eller tvetydiga poster kvar')).toContainText('Klar');

  await payouts.getByRole('button', { name: /^Visa underlag för/ }).click();
  const done = page.getByRole('dialog', { name: /^Underlag: Alla årets utbetalningar/ });
  await expect(done.getByTestId('proof-summary')).toHaveText(
    '2 utbetalningar, alla avstämda (1 efter beslut)',
  );
  await expect(done.getByTestId('proof-months')).toContainText(`december ${LAST_YEAR}`);
  await expect(done.getByTestId('proof-unreconciled')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots-prep/audit-proof-light.png' });
  await page.keyboard.press('Escape');
  await axeInBothThemes(page);
  await page.screenshot({ path: '/tmp/shots-prep/audit-dark.png', fullPage: true });

  // the proof's month report opens in the client's company: the accountant switches there
  await payouts.getByRole('button', { name: /^Visa underlag för/ }).click();
  await page.getByRole('button', { name: `Öppna rapporten för december ${LAST_YEAR}` }).click();
  await expect(page).toHaveURL(new RegExp(`/report\\?month=${LAST_YEAR}-12$`));
  await expect(page.getByTestId('switch-banner')).toContainText(CLIENT);
  await expect(page.getByRole('heading', { level: 1, name: 'Rapporter' })).toBeVisible();
});

test('manual items move a step at a time; a custom item is added and deleted after confirming', async ({
  page,
}) => {
  await signIn(page, 'master@example.com');
  await openChecklist(page, String(new Date().getUTCFullYear()));
  const progress = page.getByTestId('audit-progress');
  await expect(progress).toContainText(/av 9 klara/);

  const assets = item(page, 'Anläggningsregister');
  await expect(assets.getByTestId('item-status')).toHaveText('Öppen');
  await assets.getByRole('button', { name: 'Påbörja Anläggningsregister' }).click();
  await expect(assets.getByTestId('item-status')).toHaveText('Pågår');
  await page.getByRole('combobox', { name: 'Visa' }).click();
  await page.getByRole('option', { name: 'Pågående' }).click();
  await expect(page.getByTestId('audit-item-row')).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Visa' }).click();
  await page.getByRole('option', { name: 'Pågående' }).click();

  await page.getByRole('button', { name: 'Ny punkt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny punkt' });
  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(dialog.getByText('Fältet rubrik är obligatoriskt')).toBeVisible();
  const title = dialog.getByRole('textbox', { name: 'Rubrik' });
  await title.fill('Genomgång med revisorn');
  await title.blur();
  await expect(dialog.getByText('Fältet rubrik är obligatoriskt')).toBeHidden();
  await dialog.getByRole('combobox', { name: 'Ansvarig' }).click();
  await page.getByRole('option', { name: 'Petra Partner' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(toast(page).filter({ hasText: 'Punkten har lagts till.' })).toBeVisible();
  const custom = item(page, 'Genomgång med revisorn');
  await expect(custom).toContainText('Petra Partner');
  await expect(progress).toContainText(/av 10 klara/);
  await page.screenshot({ path: '/tmp/shots-prep/audit-light.png', fullPage: true });

  await custom.getByRole('button', { name: 'Ta bort Genomgång med revisorn' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort punkten?' });
  await expect(confirm).toContainText('Genomgång med revisorn');
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(toast(page).filter({ hasText: 'Punkten har tagits bort.' })).toBeVisible();
  await expect(custom).toHaveCount(0);
  // standard items are never deleted
  await expect(assets.getByRole('button', { name: /^Ta bort/ })).toHaveCount(0);
});
