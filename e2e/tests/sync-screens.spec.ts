import { expect, test } from '@playwright/test';
import { apiSignIn, auth } from '../support/api';
import { signIn, toast } from '../support/ui';

/** The id of an active demo subscription: the demo owner's company books its shops. */
async function activeSubscriptionId(request: Parameters<typeof apiSignIn>[0]) {
  const owner = await apiSignIn(request, 'owner@example.com');
  const response = await request.get('/api/subscriptions/', { headers: auth(owner.key) });
  expect(response.status()).toBe(200);
  const subscriptions = (await response.json()) as { id: number; status: string }[];
  const active = subscriptions.find((s) => s.status === 'Active');
  expect(active, 'the demo data has an active subscription').toBeTruthy();
  return active!.id;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'inhouse@example.com');
});

test('staff trigger a sync task, with every keyword required', async ({ page, request }) => {
  const id = await activeSubscriptionId(request);
  await page.goto('/period-tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Periodiska uppgifter' })).toBeVisible();

  await page.getByRole('button', { name: 'Starta uppgift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Starta uppgift' });
  const submit = dialog.getByRole('button', { name: 'Starta', exact: true });

  // nothing chosen: the task name is required
  await submit.click();
  await expect(dialog.getByText('Fältet Uppgiftens namn är obligatoriskt')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Uppgiftens namn' }).click();
  await page.getByRole('option', { name: /sync_subscription/ }).click();
  const subscription = dialog.getByRole('textbox', { name: 'subscription_id' });
  await expect(subscription).toBeVisible();

  // the task's keyword is pre-filled but its value is required
  await submit.click();
  await expect(dialog.getByText('Fältet subscription_id är obligatoriskt')).toBeVisible();

  // another parameter needs both keyword and value
  await dialog.getByRole('button', { name: 'Lägg till parameter' }).click();
  await expect(dialog.getByText('Fältet Nyckelord är obligatoriskt')).toBeVisible();
  await expect(dialog.getByText('Fältet Värde är obligatoriskt')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nyckelord' }).fill('note');
  await dialog.getByRole('textbox', { name: 'Värde', exact: true }).fill('e2e');
  await dialog.getByRole('button', { name: 'Lägg till parameter' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Värde för note' })).toHaveValue('e2e');

  // the server's field error lands on the field
  await subscription.fill('0');
  await submit.click();
  await expect(dialog.getByText(/Fältet Prenumeration är inte giltigt/)).toBeVisible();

  await subscription.fill(String(id));
  await submit.click();
  await expect(toast(page).filter({ hasText: 'Uppgiften har startats.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page
    .getByTestId('task-row')
    .filter({ hasText: 'sync_subscription' })
    .filter({ hasText: `subscription_id=${id}` });
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText('Manuell');
  await expect(page.getByTestId('task-status-chart')).toBeVisible();
});

test('staff start a task with only its own keyword, no parameters added', async ({
  page,
  request,
}) => {
  const id = await activeSubscriptionId(request);
  await page.goto('/period-tasks');
  await page.getByRole('button', { name: 'Starta uppgift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Starta uppgift' });
  await dialog.getByRole('combobox', { name: 'Uppgiftens namn' }).click();
  await page.getByRole('option', { name: /sync_subscription/ }).click();
  await dialog.getByRole('textbox', { name: 'subscription_id' }).fill(String(id));
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/api/periodic-tasks/'),
  );
  await dialog.getByRole('button', { name: 'Starta', exact: true }).click();
  expect((await sent).postDataJSON()).toEqual({
    name: 'sync_subscription',
    kwargs: { subscription_id: String(id) },
  });
  await expect(toast(page).filter({ hasText: 'Uppgiften har startats.' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the sync entry report lists entries or says there are none', async ({ page }) => {
  await page.goto('/sync-entry-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Synkrapport' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Per status' })).toContainText('Misslyckad');
  await expect(
    page.getByTestId('entry-row').first().or(page.getByText('Inga synkposter.')),
  ).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Tvetydig' }).click();
  const rows = page.getByTestId('entry-row');
  await expect(rows.first().or(page.getByText('Inga synkposter.'))).toBeVisible();
  // the list settles on ambiguous entries only
  await expect(rows.filter({ hasNotText: 'Tvetydig' })).toHaveCount(0);
});

test('staff read the API log, filter on failed calls and open one', async ({ page }) => {
  await page.goto('/app-logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Apploggar' })).toBeVisible();
  const rows = page.getByTestId('api-log-row');
  const empty = page.getByText('Inga anrop.');
  await expect(rows.first().or(empty)).toBeVisible();

  const onlyFailed = page.getByRole('switch', { name: 'Endast misslyckade' });
  await onlyFailed.check({ force: true });
  await expect(onlyFailed).toBeChecked();
  await expect(rows.first().or(empty)).toBeVisible();
  // a failed call has no answer or a 4xx/5xx status: never a 2xx badge
  await expect(rows.locator('td:nth-child(5)').filter({ hasText: /^2\d\d$/ })).toHaveCount(0);

  await onlyFailed.uncheck({ force: true });
  if ((await rows.count()) === 0) return;
  await rows.first().getByRole('button').click();
  const details = page.getByRole('dialog', { name: /^Anrop \d+$/ });
  await expect(details).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Begäran' })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Svar' })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Fel' })).toBeVisible();
});
