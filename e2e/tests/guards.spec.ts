import { expect, test } from '@playwright/test';
import { auth } from '../support/api';
import { signIn, storage } from '../support/ui';

test.describe('navigation guards', () => {
  test('a signed-in user opening login or register lands on the dashboard', async ({ page }) => {
    await signIn(page, 'colleague@example.com');
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a protected route opened signed out goes to login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  });

  test('a role not allowed on a route goes to the dashboard', async ({ page }) => {
    await signIn(page, 'partner@example.com');
    await page.goto('/app-logs');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Apploggar' })).toHaveCount(
      0,
    );
  });

  test('Owner passes every role check, in-house routes included', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'E-post' }).fill('owner@example.com');
    await page.getByRole('textbox', { name: 'Lösenord' }).fill('Demo1234');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.getByRole('combobox', { name: 'Bolag' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/app-logs');
    await expect(page).toHaveURL(/\/app-logs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Apploggar' })).toBeVisible();
    await expect(page).toHaveTitle(/^Apploggar/);
  });

  test('a route needing new features goes to the dashboard', async ({ page }) => {
    // The demo firm has the flag on: here the server answers as for a firm with it off.
    const flagOff = (user: Record<string, unknown>) => ({ ...user, new_features: false });
    await page.route(/\/api\/users\/(\d+|me|refresh-everything)\/$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: flagOff(await response.json()) });
    });
    await page.route(/\/api\/auth\/signin\/$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { user?: Record<string, unknown> };
      await route.fulfill({
        response,
        json: body.user ? { ...body, user: flagOff(body.user) } : body,
      });
    });
    await signIn(page, 'master@example.com');
    await page.goto('/client-portfolio');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Projekt' })).toBeVisible();
  });

  test('the user record is fetched by id when the store does not hold it', async ({ page }) => {
    await signIn(page, 'colleague@example.com');
    const userId = await storage(page, 'userId');
    // Dropped as the page starts loading: the running app would persist the store again at once.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('session-dropped')) return;
      localStorage.removeItem('session');
      sessionStorage.setItem('session-dropped', 'true');
    });
    const fetched = page.waitForResponse(
      (r) => r.url().endsWith(`/api/users/${userId}/`) && r.status() === 200,
    );
    await page.reload();
    await fetched;
    await expect(page.getByRole('heading', { name: /^Hej .+!$/ })).toBeVisible();
    await expect(page.getByTestId('current-role')).toContainText('Kollega');
  });

  test('a passed stored expiry clears the keys and goes to login', async ({ page }) => {
    await signIn(page, 'colleague@example.com');
    await page.evaluate(() => localStorage.setItem('expiry', '2000-01-01T00:00:00.000Z'));
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
    expect(await storage(page, 'key')).toBeNull();
    expect(await storage(page, 'userId')).toBeNull();
    expect(await storage(page, 'expiry')).toBeNull();
  });

  test('a 401 from the server signs the user out', async ({ page, request }) => {
    await signIn(page, 'assistant@example.com');
    const key = (await storage(page, 'key'))!;
    const revoked = await request.post('/api/auth/signout/', { headers: auth(key) });
    expect(revoked.status()).toBe(200);
    await page.getByRole('button', { name: /^Notiser/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
    expect(await storage(page, 'key')).toBeNull();
  });
});

test('an unknown address shows the 404 page with a way back', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeVisible();
  await page.getByRole('link', { name: 'Till inloggningen' }).click();
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
});
