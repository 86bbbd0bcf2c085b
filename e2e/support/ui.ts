import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './api';

/** Signs in through the login screen; picks the first company when 'Välj bolag' appears. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'E-post' }).fill(email);
  await page.getByRole('textbox', { name: 'Lösenord' }).fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  const choose = page.getByRole('dialog', { name: 'Välj bolag' });
  await expect(choose.or(page.getByRole('heading', { name: /^Hej/ }))).toBeVisible();
  if (await choose.isVisible()) {
    await choose.getByRole('combobox', { name: 'Bolag' }).click();
    await page.getByRole('option').first().click();
    await choose.getByRole('button', { name: 'Spara' }).click();
  }
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Hej/ })).toBeVisible();
}

/** Signs in as the owner of several companies and picks `company` in 'Välj bolag'. */
export async function signInTo(page: Page, email: string, company: string) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'E-post' }).fill(email);
  await page.getByRole('textbox', { name: 'Lösenord' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
  const choose = page.getByRole('dialog', { name: 'Välj bolag' });
  await choose.getByRole('combobox', { name: 'Bolag' }).click();
  await page.getByRole('option', { name: new RegExp(`^${company}`) }).click();
  await choose.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByRole('heading', { name: /^Hej/ })).toBeVisible();
}

/**
 * The owner's second demo company. Tests that create subscriptions do it here, so the first
 * company's plan, invoices and client lists stay as the demo seeded them for the other tests.
 */
export const SANDBOX_COMPANY = 'Fjällbutiken i Åre AB';

export function toast(page: Page) {
  return page.locator('.Toastify__toast');
}

export async function storage(page: Page, key: string) {
  return page.evaluate((k) => localStorage.getItem(k), key);
}
