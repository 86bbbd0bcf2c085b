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

export function toast(page: Page) {
  return page.locator('.Toastify__toast');
}

export async function storage(page: Page, key: string) {
  return page.evaluate((k) => localStorage.getItem(k), key);
}
