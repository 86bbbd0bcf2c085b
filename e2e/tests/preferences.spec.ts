import { expect, test } from '@playwright/test';
import { storage } from '../support/ui';

test('the language switch changes the texts and is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await page.getByText('EN', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email field is required')).toBeVisible();
  expect(await storage(page, 'locale')).toBe('en');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await page.getByText('SV', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
});

test('the theme toggle switches to dark and is remembered', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Byt till mörkt tema' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await storage(page, 'dark')).toBe('true');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Byt till ljust tema' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await storage(page, 'dark')).toBe('false');
});
