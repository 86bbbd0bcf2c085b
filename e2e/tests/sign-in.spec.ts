import { expect, test } from '@playwright/test';
import { PASSWORD } from '../support/api';
import { signIn, storage, toast } from '../support/ui';

test('a user of one company signs in straight to the dashboard', async ({ page }) => {
  await signIn(page, 'master@example.com');
  await expect(page.getByTestId('current-role')).toContainText('Partnerredovisningskonsult');
  expect(await storage(page, 'key')).toBeTruthy();
  expect(await storage(page, 'userId')).toMatch(/^\d+$/);
  expect(Date.parse((await storage(page, 'expiry')) ?? '')).toBeGreaterThan(Date.now());
});

test("a user of several companies chooses one in 'Välj bolag' and sees it on the dashboard", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'E-post' }).fill('owner@example.com');
  await page.getByRole('textbox', { name: 'Lösenord' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Välj bolag' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Bolag' }).click();
  await page.getByRole('option', { name: 'Fjällbutiken i Åre AB (559123-4567)' }).click();
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('active-company')).toContainText('Fjällbutiken i Åre AB');
  await page.reload();
  await expect(page.getByTestId('active-company')).toContainText('Fjällbutiken i Åre AB');
});

test('a wrong password shows the sign-in error and keeps the user on the login screen', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'E-post' }).fill('colleague@example.com');
  await page.getByRole('textbox', { name: 'Lösenord' }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(toast(page).filter({ hasText: 'Ogiltiga inloggningsuppgifter' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storage(page, 'key')).toBeNull();
});

test('the login form checks its fields on blur and on submit, not while typing', async ({
  page,
}) => {
  await page.goto('/');
  const email = page.getByRole('textbox', { name: 'E-post' });
  await email.fill('not-an-email');
  await expect(page.getByText('E-post måste vara en giltig e-postadress')).toHaveCount(0);
  await email.blur();
  await expect(page.getByText('E-post måste vara en giltig e-postadress')).toBeVisible();
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Fältet Lösenord är obligatoriskt')).toBeVisible();
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/');
  const password = page.getByRole('textbox', { name: 'Lösenord' });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Visa lösenord' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Dölj lösenord' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('logout clears the session and returns to the login screen', async ({ page }) => {
  await signIn(page, 'colleague@example.com');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  expect(await storage(page, 'key')).toBeNull();
  expect(await storage(page, 'userId')).toBeNull();
  expect(await storage(page, 'isLoggingOut')).toBe('true');
  expect(await storage(page, 'isSwitching')).toBe('true');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});
