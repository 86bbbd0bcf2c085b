import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignIn, auth } from '../support/api';
import { seriousViolations } from '../support/axe';
import { SANDBOX_COMPANY, signInTo } from '../support/ui';

/**
 * Fjällbutiken's own shop and Visma eEkonomi company (the demo's simulators), connected to a new
 * pending subscription through the API; nothing is activated, so nothing is booked.
 */
async function connectedSubscription(request: APIRequestContext) {
  const owner = await apiSignIn(request, 'owner@example.com', undefined, SANDBOX_COMPANY);
  const created = await request.post('/api/subscriptions/', {
    headers: auth(owner.key),
    data: { application: 'woocommerce', accounting: 'visma' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const sides = {
    app: {
      consumer_key: 'ck_demo_fjall',
      consumer_secret: 'cs_demo_fjall',
      webhook_secret: 'demo-fjall-woo-secret',
    },
    accounting: {
      access_token: 'visma-demo-fjall',
      refresh_token: 'demo-refresh',
      client_id: 'portal-client',
      client_secret: 'portal-secret',
    },
  };
  for (const [side, credentials] of Object.entries(sides)) {
    const saved = await request.put(`/api/subscriptions/${id}/connections/${side}/`, {
      headers: auth(owner.key),
      data: { credentials },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  return id;
}

const day = (daysBack: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    new Date(Date.now() - daysBack * 86_400_000),
  );

test('the owner sees how long the import takes and runs the check before activating', async ({
  page,
  request,
}) => {
  const id = await connectedSubscription(request);
  await signInTo(page, 'owner@example.com', SANDBOX_COMPANY);
  await page.goto(`/app-settings/${id}?tab=activate`);

  // the estimate beside the start date, asked again when the date changes
  const estimate = page.getByTestId('import-estimate');
  await expect(estimate).toHaveText(/^Cirka \d[\d\s]* ordrar, (ungefär \d.+|under en minut)\.$/);
  const asked = page.waitForResponse(
    (r) =>
      r.url().includes(`/subscriptions/${id}/activation/estimate/`) &&
      r.request().postDataJSON()?.start_date === day(20),
  );
  await page.getByLabel('Startdatum').fill(day(20));
  await expect(estimate).toHaveText(/Uppskattar importen/);
  expect((await asked).status()).toBe(200);
  await expect(estimate).toHaveText(/^Cirka \d[\d\s]* ordrar, (ungefär \d.+|under en minut)\.$/);
  // back inside the free week: the check reads the ledger from this date
  await page.getByLabel('Startdatum').fill(day(2));

  // the check: every step passes, in words, and the dry run shows the voucher it would book
  const section = page.getByRole('region', { name: 'Kontroll före aktivering' });
  await section.getByRole('button', { name: 'Kör kontrollen' }).click();
  for (const [key, name] of [
    ['connections', 'Kopplingar'],
    ['organisation_number', 'Organisationsnummer'],
    ['accounts', 'Konton och räkenskapsår'],
    ['write', 'Bokföringen tar emot verifikationer'],
    ['dry_run', 'Provbokföring'],
  ]) {
    await expect(section.getByTestId(`check-${key}`)).toContainText(`${name}: Godkänd`);
  }
  await expect(section.getByTestId('check-organisation_number')).toContainText(
    'Bokföringen tillhör Fjällbutiken i Åre AB (org.nr 559123-4567), samma bolag.',
  );
  const voucher = section.getByTestId('dry-run-voucher').first();
  await expect(voucher.getByRole('columnheader')).toHaveText(['Konto', 'Text', 'Debet', 'Kredit']);
  await expect(voucher.getByRole('cell', { name: '1580', exact: true })).toBeVisible();
  await expect(section.getByText('Allt ser bra ut.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aktivera', exact: true })).toBeEnabled();

  // readable in both themes
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await section.getByRole('button', { name: 'Kör kontrollen' }).click();
    await expect(section.getByTestId('check-dry_run')).toContainText('Provbokföring: Godkänd');
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test('the check and the estimate are in English too', async ({ page, request }) => {
  const id = await connectedSubscription(request);
  await signInTo(page, 'owner@example.com', SANDBOX_COMPANY);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto(`/app-settings/${id}?tab=activate`);
  await expect(page.getByTestId('import-estimate')).toHaveText(
    /^About \d[\d,]* orders, (roughly \d.+|less than a minute)\.$/,
  );
  const section = page.getByRole('region', { name: 'Check before activating' });
  await section.getByRole('button', { name: 'Run the check' }).click();
  await expect(section.getByTestId('check-accounts')).toContainText(
    'Accounts and financial year: Passed',
  );
  await expect(section.getByTestId('check-write')).toContainText(
    'Visma eEkonomi takes vouchers from',
  );
});
