import { expect, test } from '@playwright/test';
import { createUser } from '../support/api';
import { signIn, toast } from '../support/ui';

test('notifications list, unread filter and mark all as read', async ({ page, request }) => {
  // A new account gets a welcome notification on activation.
  const { email, password } = await createUser(request, 'notices');
  await signIn(page, email, password);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/1 olästa/);
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notiser' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notiser' });
  await expect(list.getByRole('listitem')).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Markera alla som lästa' }).click();
  await expect(
    toast(page).filter({ hasText: 'Alla notiser är markerade som lästa.' }),
  ).toBeVisible();
  await expect(bell).toHaveAccessibleName(/0 olästa/);
  await page.getByRole('switch', { name: 'Visa bara olästa' }).check();
  await expect(page.getByText('Du har inga olästa notiser.')).toBeVisible();
});
