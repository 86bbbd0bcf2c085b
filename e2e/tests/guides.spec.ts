import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

// Who reads what, drafts, search ranking and upload checks are tested in the server's
// guides.test.ts; here a reader finds and reads a demo guide and in-house staff edit one.
const SHOTS = process.env.GUIDE_SHOTS;

const cards = (page: Page) => page.getByTestId('guide-card');

async function axeInBothThemes(page: Page, ready: () => Promise<void>, name: string) {
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await ready();
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/${name}-${dark === 'true' ? 'dark' : 'light'}.png`,
        fullPage: true,
      });
  }
}

test('the owner finds the Shopify guide by a typo, reads its steps and switches to English', async ({
  page,
}) => {
  test.setTimeout(240_000); // sign-in and axe in both themes on two screens
  await signIn(page, 'owner@example.com');
  await page.goto('/guides');
  await expect(page.getByRole('heading', { level: 1, name: 'Användarguider' })).toBeVisible();
  // the demo's guides for owners: the seven systems, not the accountants' guide
  await expect(cards(page)).toHaveCount(7);
  await expect(page.getByRole('link', { name: 'Växla till ett klientbolag' })).toHaveCount(0);
  await axeInBothThemes(page, () => expect(cards(page).first()).toBeVisible(), 'guides-list');

  await page.getByRole('searchbox', { name: 'Sök i guiderna' }).fill('Shopfy');
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'Koppla Shopify' }).click();
  await expect(page).toHaveURL(/\/guides\?guide=\d+$/);

  const guide = page.getByRole('article');
  await expect(guide.getByRole('heading', { level: 2, name: 'Koppla Shopify' })).toBeVisible();
  // the table of contents leads to the section
  const contents = page.getByRole('navigation', { name: 'Innehåll' });
  await contents.getByRole('link', { name: 'Skapa en anpassad app i Shopify' }).click();
  await expect(page).toHaveURL(/#guide-\d+-skapa-en-anpassad-app-i-shopify$/);
  await expect(
    guide.getByRole('heading', { name: 'Skapa en anpassad app i Shopify' }),
  ).toBeInViewport();
  // the steps are a numbered list, with the portal's own screenshots
  await expect(guide.locator('ol > li').filter({ hasText: 'Utveckla appar' })).toBeVisible();
  const image = guide.getByRole('img', { name: 'Fliken Appkoppling med fälten för Shopify' });
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await axeInBothThemes(
    page,
    () => expect(guide.getByRole('heading', { level: 2, name: 'Koppla Shopify' })).toBeVisible(),
    'guide-reader',
  );

  await page.getByRole('link', { name: 'Read in English' }).click();
  await expect(guide.getByRole('heading', { level: 2, name: 'Connect Shopify' })).toBeVisible();
  await expect(guide.getByRole('link', { name: 'Läs på svenska' })).toBeVisible();
  const english = guide.getByRole('img', {
    name: 'The App connection tab with the fields for Shopify',
  });
  await english.scrollIntoViewIfNeeded();
  await expect
    .poll(() => english.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // the address keeps the guide: Back returns to the Swedish version
  await page.goBack();
  await expect(guide.getByRole('heading', { level: 2, name: 'Koppla Shopify' })).toBeVisible();
});

test('in-house staff edit a guide’s title and readers see the change', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'inhouse@example.com');
  await page.goto('/guides');
  await page.getByRole('searchbox', { name: 'Sök i guiderna' }).fill('Klarna');
  await page.getByRole('link', { name: 'Koppla Klarna' }).first().click();
  await page.getByRole('button', { name: 'Redigera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redigera guide' });
  const title = dialog.getByRole('textbox', { name: 'Rubrik' });
  await title.fill('');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByText('Fältet rubrik är obligatoriskt')).toBeVisible();
  await title.fill('Koppla Klarna till portalen');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(toast(page).filter({ hasText: 'Guiden är sparad.' })).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .getByRole('heading', { level: 2, name: 'Koppla Klarna till portalen' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Alla guider' }).click();
  await page.getByRole('searchbox', { name: 'Sök i guiderna' }).fill('Klarna');
  await expect(page.getByRole('link', { name: 'Koppla Klarna till portalen' })).toBeVisible();
});
