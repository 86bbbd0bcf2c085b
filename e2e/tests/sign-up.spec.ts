import { expect, test } from '@playwright/test';
import { ACTIVATION_CODE, BILLING, freshEmail, inviteCode, readMail } from '../support/api';
import { signIn, toast } from '../support/ui';

test('an invited person signs up, activates with the e-mailed code and signs in', async ({
  page,
  request,
}) => {
  const email = freshEmail('signup');
  const code = await inviteCode(request, email);
  await page.goto(`/register?code=${encodeURIComponent(code)}&email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('textbox', { name: 'Inbjudningskod' })).toHaveValue(code);
  await expect(page.getByRole('textbox', { name: 'E-post', exact: true })).toHaveValue(email);

  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill('Secret123');
  await page.getByRole('textbox', { name: 'Bekräfta lösenord' }).fill('Secret12');
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByText('Lösenorden matchar inte.')).toBeVisible();
  await expect(page.getByText('Fältet Förnamn är obligatoriskt')).toBeVisible();

  await page.getByRole('textbox', { name: 'Bekräfta lösenord' }).fill('Secret123');
  const labels: Record<keyof typeof BILLING, string> = {
    first_name: 'Förnamn',
    last_name: 'Efternamn',
    company_name: 'Företagsnamn',
    company_number: 'Organisationsnummer',
    city: 'Ort',
    phone_number: 'Telefonnummer',
    billing_address: 'Faktureringsadress',
    zip_code: 'Postnummer',
  };
  for (const [name, label] of Object.entries(labels))
    await page
      .getByRole('textbox', { name: label, exact: true })
      .fill(BILLING[name as keyof typeof BILLING]);
  await page.getByRole('textbox', { name: 'E-post för fakturor' }).fill(email);
  await page.getByRole('button', { name: 'Skapa konto' }).click();

  await expect(page).toHaveURL(new RegExp(`/activate\\?email=${encodeURIComponent(email)}`));
  await expect(page.getByRole('textbox', { name: 'E-post' })).toHaveValue(email);
  await page.getByRole('button', { name: 'Skicka koden igen' }).click();
  await expect(toast(page).filter({ hasText: 'En ny kod har skickats' })).toBeVisible();

  const [, activation] = await readMail(request, email, ACTIVATION_CODE);
  await page.getByRole('textbox', { name: 'Kod' }).fill(activation!);
  await page.getByRole('button', { name: 'Aktivera', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page).filter({ hasText: 'Ditt konto är aktiverat' })).toBeVisible();

  await signIn(page, email, 'Secret123');
  await expect(page.getByRole('heading', { name: 'Hej Test!' })).toBeVisible();
});

test('an invitation sent from the invite screen reaches the outbox in-house staff read', async ({
  page,
}) => {
  const email = freshEmail('invited');
  await signIn(page, 'partner@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Bjud in användare' }).click();
  await page.getByRole('textbox', { name: 'E-post' }).fill(email);
  await page.getByRole('button', { name: 'Skicka inbjudan' }).click();
  await expect(
    toast(page).filter({ hasText: `Inbjudan har skickats till ${email}` }),
  ).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
  await signIn(page, 'inhouse@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Utkorg för e-post' }).click();
  await page.getByRole('searchbox', { name: 'Sök mottagare' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button').click();
  await expect(page.getByTestId('outbox-message-text')).toContainText('/register?code=');
});

test('signing in before activation offers the way to the activation screen', async ({
  page,
  request,
}) => {
  const email = freshEmail('inactive');
  const invitation_code = await inviteCode(request, email);
  const signup = await request.post('/api/auth/signup/', {
    data: {
      invitation_code,
      email,
      password: 'Secret123',
      password_confirm: 'Secret123',
      ...BILLING,
      invoice_email: email,
    },
  });
  expect(signup.status()).toBe(201);
  await page.goto('/');
  await page.getByRole('textbox', { name: 'E-post' }).fill(email);
  await page.getByRole('textbox', { name: 'Lösenord' }).fill('Secret123');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.getByRole('link', { name: 'Aktivera kontot' }).click();
  await expect(page).toHaveURL(/\/activate\?email=/);
  await expect(page.getByRole('textbox', { name: 'E-post' })).toHaveValue(email);
});

test('an invited colleague signs up without billing fields and joins the company', async ({
  page,
  request,
}) => {
  const email = freshEmail('colleague');
  const code = await inviteCode(request, email, 'invite-colleague');
  await page.goto(`/register?code=${encodeURIComponent(code)}&email=${encodeURIComponent(email)}`);
  await expect(page.getByTestId('joins-company')).toContainText('Du går med i Norrsken Handel AB');
  await expect(page.getByRole('textbox', { name: 'Företagsnamn' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill('Secret123');
  await page.getByRole('textbox', { name: 'Bekräfta lösenord' }).fill('Secret123');
  await page.getByRole('textbox', { name: 'Förnamn' }).fill('Nora');
  await page.getByRole('textbox', { name: 'Efternamn' }).fill('Kollega');
  await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('070-111 22 33');
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page).toHaveURL(/\/activate\?email=/);

  const [, activation] = await readMail(request, email, ACTIVATION_CODE);
  await page.getByRole('textbox', { name: 'Kod' }).fill(activation!);
  await page.getByRole('button', { name: 'Aktivera', exact: true }).click();
  await signIn(page, email, 'Secret123');
  await expect(page.getByTestId('current-role')).toContainText('Kollega');
  await expect(page.getByTestId('active-company')).toContainText('Norrsken Handel AB');
});
