import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, storage } from '../support/ui';

/** Whether the whole element is inside the window, left to right. */
async function fitsAcross(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  return !!box && box.x >= 0 && box.x + box.width <= width;
}

for (const width of [360, 390]) {
  test.describe(`a phone ${width} px wide`, () => {
    test.use({ viewport: { width, height: 780 } });

    test('shows the bell and the user menu, and signs out from it', async ({ page }) => {
      await signIn(page, 'colleague@example.com');
      const bell = page.getByRole('button', { name: /Notiser/ });
      const menu = page.getByTestId('user-menu');
      await expect(bell).toBeVisible();
      await expect(menu).toBeVisible();
      expect(await fitsAcross(page, bell)).toBe(true);
      expect(await fitsAcross(page, menu)).toBe(true);
      // nothing in the header reaches past the window's edge
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);

      await menu.click();
      await page.getByRole('menuitem', { name: 'Logga ut' }).click();
      await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
      expect(await storage(page, 'key')).toBeNull();
    });

    test('offers language, theme and sign-out in the menu drawer', async ({ page }) => {
      await signIn(page, 'colleague@example.com');
      await page.getByRole('button', { name: 'Visa eller dölj menyn' }).click();
      const drawer = page.getByRole('navigation', { name: /^(Huvudmeny|Main menu)$/ });
      await expect(drawer).toBeVisible();
      // the segmented control's radios are visually hidden: its visible label is what a thumb taps
      await drawer.getByText('EN', { exact: true }).click();
      await expect(drawer.getByRole('radio', { name: 'English' })).toBeChecked();
      await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
      await drawer.getByRole('button', { name: 'Log out' }).click();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    });
  });
}
