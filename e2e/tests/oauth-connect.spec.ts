import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignIn, auth } from '../support/api';
import { seriousViolations } from '../support/axe';
import { SANDBOX_COMPANY, signInTo } from '../support/ui';

/** A new Shopify → Fortnox subscription of the owner's sandbox company, made through the API. */
async function newFortnoxSubscription(request: APIRequestContext) {
  const owner = await apiSignIn(request, 'owner@example.com', undefined, SANDBOX_COMPANY);
  const response = await request.post('/api/subscriptions/', {
    headers: auth(owner.key),
    data: { application: 'shopify', accounting: 'fortnox' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('the owner connects Fortnox on its consent page and comes back connected', async ({
  page,
  request,
}) => {
  const id = await newFortnoxSubscription(request);
  await signInTo(page, 'owner@example.com', SANDBOX_COMPANY);
  await page.goto(`/app-settings/${id}?tab=connection`);
  const ledger = page.getByRole('region', { name: /^Bokföring · Fortnox/ });
  await expect(ledger.getByText('Inte kopplad')).toBeVisible();
  // typing tokens is the exception: behind a disclosure
  await expect(ledger.getByLabel(/Åtkomsttoken/)).toBeHidden();
  await ledger.getByRole('button', { name: 'Ange token manuellt' }).click();
  await expect(ledger.getByLabel(/Åtkomsttoken/)).toBeVisible();

  await ledger.getByRole('button', { name: 'Anslut med Fortnox' }).click();

  // Fortnox's own page (the demo's simulator): the sandbox company's Fortnox, then Allow
  await expect(
    page.getByRole('heading', { name: 'Authorize portal-client to use Fortnox' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('radio', { name: /Fjällbutiken i Åre AB/ }).check();
  await page.getByRole('button', { name: 'Allow' }).click();

  // back in the portal: the code and state gone from the address, the tokens stored and tested
  await expect(page).toHaveURL(new RegExp(`/app-settings/${id}\\?tab=connection$`));
  await expect(ledger.getByTestId('connection-test-accounting')).toHaveText(
    'Inloggningsuppgifterna är giltiga. Kopplingen fungerar.',
  );
  await expect(ledger.getByText('Kopplad', { exact: true })).toBeVisible();
  await expect(ledger.getByRole('alert')).toHaveCount(0);
  await expect(ledger.getByText(/Sparad \(••••/).first()).toBeAttached();

  // a reload does not use the code again
  await page.reload();
  await expect(ledger.getByText('Kopplad', { exact: true })).toBeVisible();
  await expect(ledger.getByTestId('connection-test-accounting')).toHaveCount(0);
});

test('saying no at Fortnox comes back as a clear message, in English and the dark theme', async ({
  page,
  request,
}) => {
  const id = await newFortnoxSubscription(request);
  await signInTo(page, 'owner@example.com', SANDBOX_COMPANY);
  await page.evaluate(() => {
    localStorage.setItem('locale', 'en');
    localStorage.setItem('dark', 'true');
  });
  await page.goto(`/app-settings/${id}?tab=connection`);
  const ledger = page.getByRole('region', { name: /^Accounting · Fortnox/ });
  await ledger.getByRole('button', { name: 'Connect with Fortnox' }).click();
  await page.getByRole('button', { name: 'Deny' }).click();

  await expect(page).toHaveURL(new RegExp(`/app-settings/${id}\\?tab=connection$`));
  await expect(ledger.getByRole('alert')).toHaveText(
    'Connecting was cancelled: access to Fortnox was not allowed. Try again whenever you like.',
  );
  await expect(ledger.getByText('Not connected')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
