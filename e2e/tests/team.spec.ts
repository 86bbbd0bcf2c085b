import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ACTIVATION_CODE,
  BILLING,
  PASSWORD,
  auth,
  freshEmail,
  readMail,
  type Session,
} from '../support/api';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

const OWNER = 'owner@example.com';
/** The owner's company where the demo colleague works too (seed). */
const COMPANY = { name: 'Norrsken Handel AB', number: '556677-8899' };

/** The owner signs in and picks the company in 'Välj bolag'. */
async function signInOwner(page: Page) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'E-post' }).fill(OWNER);
  await page.getByRole('textbox', { name: 'Lösenord' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Välj bolag' });
  await dialog.getByRole('combobox', { name: 'Bolag' }).click();
  await page.getByRole('option', { name: new RegExp(`^${COMPANY.name}`) }).click();
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Serious axe findings inside the screen's main content (the app shell is checked elsewhere). */
async function mainViolations(page: Page) {
  const found = await seriousViolations(page);
  const inMain = await page.evaluate(
    (targets) =>
      targets.map((target) => document.querySelector(String(target))?.closest('main') != null),
    found.flatMap((v) => v.nodes.map((n) => n.target[0])),
  );
  let index = 0;
  return found
    .map((v) => ({ ...v, nodes: v.nodes.filter(() => inMain[index++]) }))
    .filter((v) => v.nodes.length > 0);
}

async function apiSignInOwner(request: APIRequestContext): Promise<Session> {
  const response = await request.post('/api/auth/signin/', {
    data: { identifier: OWNER, password: PASSWORD, company_number: COMPANY.number },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Session;
}

async function openTab(page: Page, tab: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Bjud in användare' }).click();
  await page.getByRole('tab', { name: tab }).click();
}

test('the owner invites a colleague and sees the invitation pending', async ({ page }) => {
  const email = freshEmail('colleague');
  await signInOwner(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Bjud in användare' }).click();
  await expect(page.getByText('Du kan skicka hur många inbjudningar du vill.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Bjud in en kollega' });
  await form.getByRole('textbox', { name: 'E-post' }).fill(email);
  await form.getByRole('button', { name: 'Bjud in kollega' }).click();
  await expect(
    toast(page).filter({ hasText: `Inbjudan har skickats till ${email}` }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Inbjudna användare' }).click();
  await page.getByRole('searchbox', { name: 'Sök e-post' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Kollega');
  await expect(row).toContainText('Väntar');
  await expect(row).toContainText(OWNER);
  expect(await mainViolations(page)).toEqual([]);
});

test('the owner removes a colleague from the company after confirming', async ({
  page,
  request,
}) => {
  // A colleague of our own, so the demo colleague other tests sign in as keeps their company.
  const email = freshEmail('leaving');
  const owner = await apiSignInOwner(request);
  const invited = await request.post('/api/users/invite-colleague/', {
    headers: auth(owner.key),
    data: { email, locale: 'sv' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const [, code] = await readMail(request, email, /[?&]code=([^&\s]+)/);
  const signup = await request.post('/api/auth/signup/', {
    data: {
      invitation_code: decodeURIComponent(code!),
      email,
      password: PASSWORD,
      password_confirm: PASSWORD,
      ...BILLING,
      first_name: 'Lena',
      last_name: 'Lämnar',
      invoice_email: email,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const [, activation] = await readMail(request, email, ACTIVATION_CODE);
  const activate = await request.post('/api/auth/activate/', { data: { email, code: activation } });
  expect(activate.status(), await activate.text()).toBe(200);

  await signInOwner(page);
  await openTab(page, 'Anslutna användare');
  const own = page.getByRole('row').filter({ hasText: OWNER });
  await expect(own).toContainText('Ägare');
  await expect(own.getByRole('button', { name: /Ta bort/ })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'colleague@example.com' })).toBeVisible();
  expect(await mainViolations(page)).toEqual([]);

  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Kollega');
  await row.getByRole('button', { name: 'Ta bort Lena Lämnar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ta bort användare' });
  await expect(dialog).toContainText('Ta bort Lena Lämnar från bolaget');
  await expect(dialog).toContainText('Hen förlorar åtkomsten.');
  await dialog.getByRole('button', { name: 'Ta bort' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page).filter({ hasText: 'Lena Lämnar har tagits bort' })).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: OWNER })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

test('the master accountant edits the firm, adds an accountant and assigns a company', async ({
  page,
}) => {
  const bank = `Testbanken ${Date.now()}`;
  await signIn(page, 'master@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Byråinställningar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Byråinställningar' })).toBeVisible();

  const bankField = page.getByRole('textbox', { name: 'Bank', exact: true });
  await expect(bankField).toHaveValue('Handelsbanken');
  await expect(page.getByTestId('firm-tier-plan')).toHaveText('Guld');
  await expect(page.getByRole('row').filter({ hasText: 'master@example.com' })).toBeVisible();
  expect(await mainViolations(page)).toEqual([]);
  await bankField.fill(bank);
  await page.getByRole('button', { name: 'Spara byråuppgifter' }).click();
  await expect(toast(page).filter({ hasText: 'Byråuppgifterna har sparats.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Bank', exact: true })).toHaveValue(bank);

  // An unknown address: the server's answer shows on the field.
  await page.getByRole('button', { name: 'Lägg till redovisningskonsult' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lägg till redovisningskonsult' });
  const emailField = dialog.getByRole('textbox', { name: 'E-post' });
  await emailField.fill(freshEmail('nobody'));
  await dialog.getByRole('button', { name: 'Lägg till' }).click();
  await expect(dialog.getByText('Ingen användare med den e-postadressen.')).toBeVisible();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');

  await emailField.fill('nonpartner@example.com');
  // Leaving the field validates it and the error line goes: let the layout settle first.
  await emailField.blur();
  await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('combobox', { name: 'Roll' }).click();
  await page.getByRole('option', { name: 'Redovisningskonsult', exact: true }).click();
  await dialog.getByRole('button', { name: 'Lägg till' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    toast(page).filter({ hasText: 'nonpartner@example.com har lagts till' }),
  ).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'nonpartner@example.com' });
  await expect(row).toContainText('Inga bolag');
  await row.getByRole('button', { name: 'Tilldela bolag till Nils Nilsson' }).click();
  const assign = page.getByRole('dialog', { name: 'Tilldela bolag till Nils Nilsson' });
  await assign.getByRole('checkbox', { name: /Skärgårdens Kaffe AB/ }).check();
  await assign.getByRole('button', { name: 'Spara' }).click();
  await expect(assign).toBeHidden();
  await expect(toast(page).filter({ hasText: 'Tilldelat.' })).toBeVisible();
  await expect(row.getByText('Skärgårdens Kaffe AB')).toBeVisible();
});

test('without an active company the connected users tab says so', async ({ page }) => {
  await signIn(page, 'master@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Bjud in användare' }).click();
  await expect(page.getByRole('form', { name: 'Bjud in en kollega' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Anslutna användare' }).click();
  await expect(page.getByText('Inget aktivt bolag valt.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
