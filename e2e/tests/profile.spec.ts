import { expect, test } from '@playwright/test';
import { createUser } from '../support/api';
import { signIn, toast } from '../support/ui';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a profile photo is checked, previewed, uploaded and shown', async ({ page, request }) => {
  const { email, password } = await createUser(request, 'photo');
  await signIn(page, email, password);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();

  await page.getByRole('button', { name: 'Ladda upp' }).click();
  await expect(page.getByText('Välj en bild att ladda upp')).toBeVisible();

  const input = page.locator('input[type="file"]');
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(page.getByText('Bilden måste vara JPG, GIF eller PNG.')).toBeVisible();

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const picture = page.getByTestId('profile-picture').locator('img');
  await expect(picture).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Ladda upp' }).click();
  await expect(toast(page).filter({ hasText: 'Profilbilden har uppdaterats.' })).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^(https?:\/\/[^/]+)?\/.+/);
  await expect(picture).not.toHaveAttribute('src', /^blob:/);
  const src = await picture.getAttribute('src');
  expect((await request.get(src!)).status()).toBe(200);
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', src!);
});

test('personal details and notification settings are saved', async ({ page, request }) => {
  const { email, password } = await createUser(request, 'details');
  await signIn(page, email, password);
  await page.goto('/profile');
  await page.getByRole('textbox', { name: 'Förnamn' }).fill('Greta');
  await page.getByRole('button', { name: 'Spara uppgifter' }).click();
  await expect(toast(page).filter({ hasText: 'Dina uppgifter har uppdaterats.' })).toBeVisible();
  const weekly = page.getByRole('switch', { name: 'Veckosammanfattning via e-post' });
  const before = await weekly.isChecked();
  await weekly.click();
  await expect(toast(page).filter({ hasText: 'Notisinställningarna har sparats.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Förnamn' })).toHaveValue('Greta');
  await expect(weekly).toBeChecked({ checked: !before });
});
