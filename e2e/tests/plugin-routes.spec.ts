import { expect, test } from '@playwright/test';
import { apiSignIn, auth } from '../support/api';
import { signIn } from '../support/ui';

/** SPEC §2: routes added at runtime from plugin definitions, for the roles they list. */
test('a plugin registered by in-house staff opens for its roles only', async ({
  page,
  request,
  baseURL,
}) => {
  const inhouse = await apiSignIn(request, 'inhouse@example.com');
  const path = `/plugins/momskalender-${Date.now()}`;
  const created = await request.post('/api/plugins/', {
    headers: auth(inhouse.key),
    data: {
      path,
      title_sv: 'Momskalender',
      title_en: 'VAT calendar',
      roles: ['Colleague'],
      url: `${baseURL}/api/health`,
      show_in_menu: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  try {
    await signIn(page, 'colleague@example.com');
    await page.getByRole('navigation').getByRole('link', { name: 'Momskalender' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Momskalender' })).toBeVisible();
    const frame = page.getByTestId('plugin-frame');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
    await expect(page.frameLocator('[data-testid="plugin-frame"]').locator('body')).toContainText(
      'ok',
    );
    // opened directly, the route is added on the first navigation
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Momskalender' })).toBeVisible();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'partner@example.com');
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Momskalender' }),
    ).toHaveCount(0);
    // for other roles the route does not exist (ADR 010)
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sidan hittades inte' }),
    ).toBeVisible();
  } finally {
    await request.delete(`/api/plugins/${id}/`, { headers: auth(inhouse.key) });
  }
});
