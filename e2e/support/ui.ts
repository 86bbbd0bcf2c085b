import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './api';

/** Signs in through the login screen; picks the first company when 'Välj bolag' appears. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'E-post' }).fill(email);
  await page.getByRole('textbox', { name: 'Lösenord' }).fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Hej/ })).toBeVisible();
}

export function toast(page: Page) {
  return page.locator('.Toastify__toast');
}

export async function storage(page: Page, key: string) {
  return page.evaluate((k) => localStorage.getItem(k), key);
}
