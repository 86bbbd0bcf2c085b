import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';

const PUBLIC_SCREENS = ['/', '/register', '/forgot-password', '/activate', '/reset-password'];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        (dark) => localStorage.setItem('dark', dark),
        String(theme === 'dark'),
      );
    });

    for (const path of PUBLIC_SCREENS) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
