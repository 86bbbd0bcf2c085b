import { expect, test } from '@playwright/test';
import { RESET_CODE, apiSignIn, auth, createUser, readMail } from '../support/api';
import { signIn, toast } from '../support/ui';

test('a reset by e-mailed code sets a new password and signs out every device', async ({
  page,
  request,
}) => {
  const { email, password } = await createUser(request, 'reset');
  const oldSession = await apiSignIn(request, email, password);

  await page.goto('/');
  await page.getByRole('link', { name: 'Glömt lösenord?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('textbox', { name: 'E-post' }).fill(email);
  await page.getByRole('button', { name: 'Skicka kod' }).click();
  await expect(toast(page).filter({ hasText: 'En återställningskod har skickats' })).toBeVisible();

  const [, code] = await readMail(request, email, RESET_CODE);
  await page.getByRole('textbox', { name: 'Kod' }).fill('12');
  await page.getByRole('button', { name: 'Verifiera kod' }).click();
  await expect(page.getByText('Koden består av 6 siffror.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Kod' }).fill(code!);
  await page.getByRole('button', { name: 'Verifiera kod' }).click();

  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).blur();
  await expect(page.getByText('Ditt lösenord är för kort.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill('Newpass123');
  await page.getByRole('textbox', { name: 'Bekräfta lösenord' }).fill('Newpass123');
  await page.getByRole('button', { name: 'Spara lösenord' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page).filter({ hasText: 'Ditt lösenord har uppdaterats' })).toBeVisible();

  const old = await request.get('/api/users/me/', { headers: auth(oldSession.key) });
  expect(old.status()).toBe(401);
  await signIn(page, email, 'Newpass123');
});

test('/reset-password with e-mail and code asks for the new password; without, it starts over', async ({
  page,
}) => {
  await page.goto('/reset-password?email=someone%40example.com&code=123456');
  await expect(page.getByRole('textbox', { name: 'Bekräfta lösenord' })).toBeVisible();
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/forgot-password$/);
});
