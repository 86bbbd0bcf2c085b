import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, auth } from '../support/api';
import { signIn, storage } from '../support/ui';

/** SPEC §4 switching, §8 switch lock, in the real app. */
const menu = (page: Page) => page.getByRole('navigation');
const role = (page: Page) => page.getByTestId('current-role');

async function switchIntoKaffe(page: Page) {
  await signIn(page, 'assistant@example.com');
  await menu(page).getByRole('link', { name: 'Lobby' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lobby' })).toBeVisible();
  await page.getByRole('button', { name: 'Växla till Skärgårdens Kaffe AB' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('switch-banner')).toContainText('Skärgårdens Kaffe AB');
}

test.describe('switching', () => {
  test('an accountant switches into a client company from the lobby and back', async ({ page }) => {
    await switchIntoKaffe(page);
    await expect(role(page)).toContainText('Bolagsansvarig');
    await expect(page.getByTestId('active-company')).toContainText('Skärgårdens Kaffe AB');
    // the owner's menu, the accountant's lobby still reachable (Owner passes every route)
    await expect(menu(page).getByRole('link', { name: 'Fakturering' })).toBeVisible();
    expect(await storage(page, 'originalToken')).toBeTruthy();
    expect(JSON.parse((await storage(page, 'active_company')) ?? '{}')).toMatchObject({
      name: 'Skärgårdens Kaffe AB',
    });
    // SPEC §4: the company's subscriptions are loaded and kept in local storage (§9)
    const subscriptions = async () =>
      (
        JSON.parse((await storage(page, 'session')) ?? '{}') as {
          state?: { subscriptions?: { company: string; application_name: string }[] };
        }
      ).state?.subscriptions ?? [];
    await expect
      .poll(subscriptions)
      .toEqual([
        expect.objectContaining({ company: 'Skärgårdens Kaffe AB', application_name: 'Shopify' }),
      ]);

    await page
      .getByTestId('switch-banner')
      .getByRole('button', { name: 'Avsluta växling' })
      .click();
    await expect(page.getByTestId('switch-banner')).toHaveCount(0);
    await expect(role(page)).toContainText('Redovisningskonsult');
    await expect(menu(page).getByRole('link', { name: 'Fakturering' })).toHaveCount(0);
    expect(await storage(page, 'originalToken')).toBeNull();
    expect(await storage(page, 'active_company')).toBeNull();
    expect(await subscriptions()).toEqual([]);
  });

  test('in-house staff switch to a user and back', async ({ page, request }) => {
    await signIn(page, 'inhouse@example.com');
    await page.goto('/users');
    await page.getByRole('searchbox').first().fill('colleague@example.com');
    const row = page.getByRole('row', { name: /colleague@example\.com/ });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /Växla till.*Karl Kollega/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('switch-banner')).toContainText('Kollega');
    await expect(role(page)).toContainText('Kollega');
    const switchedKey = await storage(page, 'key');
    const me = await request.get('/api/users/me/', { headers: auth(switchedKey!) });
    expect(await me.json()).toMatchObject({
      email: 'colleague@example.com',
      switched: { kind: 'user', actor: { email: 'inhouse@example.com' } },
    });

    await page
      .getByTestId('switch-banner')
      .getByRole('button', { name: 'Avsluta växling' })
      .click();
    await expect(role(page)).toContainText('Personal');
    expect((await request.get('/api/users/me/', { headers: auth(switchedKey!) })).status()).toBe(
      401,
    );
  });

  test('while one tab is switched, the other tabs are locked until unswitch', async ({
    context,
  }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await switchIntoKaffe(first);
    await second.goto('/dashboard');
    const lock = second.getByTestId('switch-lock');
    await expect(lock).toContainText('Skärmen är låst eftersom en annan flik');
    await expect(second.getByRole('navigation')).toHaveCount(0);

    await first
      .getByTestId('switch-banner')
      .getByRole('button', { name: 'Avsluta växling' })
      .click();
    await expect(lock).toHaveCount(0);
    await expect(second.getByTestId('current-role')).toContainText('Redovisningskonsult');
  });

  test('restore after reload comes back as the original user and ends the switch', async ({
    page,
    request,
  }) => {
    await switchIntoKaffe(page);
    const switchedKey = await storage(page, 'key');
    const originalKey = await storage(page, 'originalToken');
    await page.reload();
    await expect(role(page)).toContainText('Redovisningskonsult');
    await expect(page.getByTestId('switch-banner')).toHaveCount(0);
    expect(await storage(page, 'key')).toBe(originalKey);
    expect(await storage(page, 'originalToken')).toBeNull();
    await expect
      .poll(async () =>
        (await request.get('/api/users/me/', { headers: auth(switchedKey!) })).status(),
      )
      .toBe(401);
    const me = await request.get('/api/users/me/', { headers: auth(originalKey!) });
    expect((await me.json()) as object).toMatchObject({
      email: 'assistant@example.com',
      switched: null,
    });
  });
});

test('the switch API refuses an accountant another firm’s company', async ({ request }) => {
  const assistant = await apiSignIn(request, 'assistant@example.com');
  const page = await request.get('/api/companies/?limit=500', { headers: auth(assistant.key) });
  const names = ((await page.json()) as { results: { name: string }[] }).results.map((c) => c.name);
  expect(names).toEqual(['Skärgårdens Kaffe AB']);
});
