import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, auth, freshEmail } from '../support/api';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

const FIRM = 'Demo Redovisning AB';

function unique() {
  return `${Date.now() % 1e6}${Math.floor(Math.random() * 1e3)}`;
}

/** A fresh organisation number, ten digits as NNNNNN-NNNN. */
function orgNumber() {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e4)}`.slice(-10);
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
}

/** Serious axe violations inside the screen's main content (the app shell is checked elsewhere). */
async function screenViolations(page: Page) {
  const violations = await seriousViolations(page);
  const inMain = await Promise.all(
    violations.map((violation) =>
      page.evaluate(
        (selectors) =>
          selectors.some((selector) => document.querySelector(selector)?.closest('main')),
        violation.nodes.map((node) => String(node.target[0])),
      ),
    ),
  );
  return violations.filter((_, index) => inMain[index]);
}

async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'inhouse@example.com');
});

test('a company is created, listed and logged with its data', async ({ page, request }) => {
  const name = `E2E Bolag ${unique()} AB`;
  await openScreen(page, '/admin/companies', 'Bolag');
  await page.getByRole('button', { name: 'Skapa bolag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Skapa bolag' });
  await dialog.getByRole('textbox', { name: 'Namn' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Organisationsnummer' }).fill(orgNumber());
  await dialog.getByRole('textbox', { name: 'Ort' }).fill('Uppsala');
  await dialog.getByRole('combobox', { name: 'Redovisningsbyrå' }).click();
  await page.getByRole('option', { name: FIRM }).click();
  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(toast(page).filter({ hasText: 'Bolaget har skapats.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Sök' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Uppsala');
  await expect(row).toContainText(FIRM);

  await row.getByRole('button', { name: `Redigera: ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Redigera ${name}` });
  await edit.getByRole('textbox', { name: 'Ort' }).fill('Lund');
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expect(toast(page).filter({ hasText: 'Bolaget har sparats.' })).toBeVisible();
  await expect(row).toContainText('Lund');

  // Connected users, read-only, in a drawer.
  await page.getByRole('searchbox', { name: 'Sök' }).fill('Norrsken');
  await page.getByRole('button', { name: 'Användare: Norrsken Handel AB' }).click();
  const drawer = page.getByRole('dialog', { name: 'Användare i Norrsken Handel AB' });
  await expect(drawer.getByRole('row').filter({ hasText: 'owner@example.com' })).toContainText(
    'Ägare',
  );
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The event log shows the creation; its diff lists the new company's fields.
  const inhouse = await apiSignIn(request, 'inhouse@example.com');
  const found = await request.get(`/api/companies/?search=${encodeURIComponent(name)}`, {
    headers: auth(inhouse.key),
  });
  const company = ((await found.json()) as { results: { id: number }[] }).results[0]!;

  await openScreen(page, '/event-log', 'Händelselogg');
  await page.getByRole('combobox', { name: 'Objekttyp' }).click();
  await page.getByRole('option', { name: 'Bolag' }).click();
  const event = page
    .getByTestId('event-row')
    .filter({ hasText: `Bolag ${company.id}` })
    .filter({ hasText: 'created' });
  await expect(event).toHaveCount(1);
  await expect(event).toContainText('inhouse@example.com');
  await event.click();
  const diff = page.getByRole('dialog', { name: `Ändringar: Bolag ${company.id}` });
  await expect(diff.getByTestId('event-diff')).toContainText(name);
  await expect(diff.locator('tr[data-changed]').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(diff).toBeHidden();
});

test("a firm's new features switch saves at once", async ({ page, request }) => {
  // A firm of its own: switching the demo firm's flag would close its screens to other tests.
  const inhouse = await apiSignIn(request, 'inhouse@example.com');
  const name = `Växelbyrån ${unique()} AB`;
  const created = await request.post('/api/accounting-firms/', {
    headers: auth(inhouse.key),
    data: { name },
  });
  expect(created.status(), await created.text()).toBe(201);
  const read = async () => {
    const response = await request.get(
      `/api/accounting-firms/?search=${encodeURIComponent(name)}`,
      {
        headers: auth(inhouse.key),
      },
    );
    return ((await response.json()) as { results: { id: number; new_features: boolean }[] })
      .results[0]!;
  };
  expect((await read()).new_features).toBe(false);

  await openScreen(page, '/admin/accounting-firms', 'Redovisningsbyråer');
  await page.getByRole('searchbox', { name: 'Sök' }).fill(name);
  const toggle = page.getByRole('switch', { name: `Nya funktioner för ${name}` });
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked();
  await expect(toast(page).filter({ hasText: 'påslagna' })).toBeVisible();
  await expect.poll(async () => (await read()).new_features).toBe(true);
});

test('a user is created and found by search; the screen passes axe', async ({ page }) => {
  const email = freshEmail('admin-created');
  await openScreen(page, '/users', 'Användare');
  await expect(page.getByRole('tab', { name: 'Användare', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('row').filter({ hasText: 'owner@example.com' })).toBeVisible();
  expect(await screenViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Skapa användare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Skapa användare' });
  await dialog.getByRole('textbox', { name: 'E-post' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Förnamn' }).fill('Ada');
  await dialog.getByRole('textbox', { name: 'Efternamn' }).fill('Admin');
  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(toast(page).filter({ hasText: 'Användaren har skapats.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Sök' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ada Admin');
  await expect(row.getByRole('button', { name: 'Växla till användare: Ada Admin' })).toBeVisible();

  // The tabs are reachable by keyboard.
  await page.getByRole('tab', { name: 'Användare', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Inbjudna användare' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Inbjudna användare' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Partnerkonsulter' }).click();
  const master = page.getByRole('row').filter({ hasText: 'master@example.com' });
  await expect(master).toContainText(FIRM);
});

test('a plugin is created, listed and deleted after confirmation', async ({ page }) => {
  const path = `/plugins/e2e-${unique()}`;
  await openScreen(page, '/plugins', 'Tillägg');
  await page.getByRole('button', { name: 'Skapa tillägg' }).click();
  const dialog = page.getByRole('dialog', { name: 'Skapa tillägg' });
  await dialog.getByRole('textbox', { name: 'Sökväg' }).fill(path);
  await dialog.getByRole('textbox', { name: 'Titel (svenska)' }).fill('Rapporter');
  await dialog.getByRole('textbox', { name: 'Titel (engelska)' }).fill('Reports');
  await dialog.getByRole('textbox', { name: 'Adress (URL)' }).fill('https://example.com/reports');
  await dialog.getByRole('combobox', { name: 'Roller' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Personal (Inhouse)' }).click();
  await page.keyboard.press('Tab'); // closes the options list
  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(toast(page).filter({ hasText: 'Tillägget har skapats.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: path });
  await expect(row).toContainText('Rapporter');

  await row.getByRole('button', { name: `Ta bort ${path}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort tillägg' });
  await confirm.getByRole('button', { name: 'Avbryt' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Ta bort ${path}` }).click();
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(toast(page).filter({ hasText: 'Tillägget har tagits bort.' })).toBeVisible();
  await expect(row).toHaveCount(0);
});
