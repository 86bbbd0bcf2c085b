import { expect, test } from '@playwright/test';
import { setMaintenance } from '../support/api';
import { signIn, toast } from '../support/ui';

const OFF = { enabled: false, message_sv: '', message_en: '' };

// Both tests change the one maintenance setting: run them one after the other, and reset it.
test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ request }) => setMaintenance(request, OFF));

test('the maintenance warning shows in the current language, can be dismissed, sign-in still works', async ({
  page,
  request,
}) => {
  await setMaintenance(request, {
    enabled: true,
    message_sv: 'Planerat underhåll i kväll.',
    message_en: 'Planned maintenance tonight.',
  });
  await page.goto('/');
  const warning = page.getByTestId('maintenance-warning');
  await expect(warning).toContainText('Planerat underhåll i kväll.');
  await page.getByText('EN', { exact: true }).click();
  await expect(warning).toContainText('Planned maintenance tonight.');
  await page.getByText('SV', { exact: true }).click();
  await page.getByRole('button', { name: 'Stäng varningen' }).click();
  await expect(warning).toHaveCount(0);
  await signIn(page, 'colleague@example.com');
});

test('in-house staff switch the warning on from the dashboard', async ({ page, request }) => {
  await signIn(page, 'inhouse@example.com');
  const card = page.getByRole('region', { name: 'Underhållsvarning vid inloggning' });
  await card.getByRole('switch', { name: 'Visa underhållsvarningen' }).check();
  await card.getByRole('textbox', { name: 'Meddelande (svenska)' }).fill('Uppgradering pågår.');
  await card.getByRole('textbox', { name: 'Meddelande (engelska)' }).fill('Upgrade in progress.');
  await card.getByRole('button', { name: 'Spara' }).click();
  await expect(toast(page).filter({ hasText: 'Inställningarna har sparats.' })).toBeVisible();
  const settings = await (await request.get('/api/settings/public/')).json();
  expect(settings).toEqual({
    maintenance: {
      enabled: true,
      message_sv: 'Uppgradering pågår.',
      message_en: 'Upgrade in progress.',
    },
  });
});
