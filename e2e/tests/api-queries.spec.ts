import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/ui';

// The demo's connections point at the simulators started with the server: Norrsken's Shopify
// shop books into the simulated Fortnox, whose chart of accounts has 1930 (the bank account).

const SHOTS = process.env.SHOTS_DIR ?? '/tmp';

/** Finds a company's subscription in the list and chooses it. */
async function choose(page: Page, company: string, systems: string) {
  await page.getByRole('searchbox', { name: 'Sök bolag' }).fill(company);
  const button = page.getByRole('button', { name: `Välj ${company}: ${systems}` });
  await button.click();
  await expect(page.getByTestId('console-chosen')).toHaveText(`${company}: ${systems}`);
}

async function pick(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Retrieves account 1930 from Norrsken's Fortnox and waits for the answer. */
async function retrieveAccount(page: Page) {
  await choose(page, 'Norrsken Handel AB', 'Shopify → Fortnox');
  await pick(page, 'Anslutning', 'Bokföring: Fortnox');
  await pick(page, 'Resurs', 'Konton');
  await page.getByRole('textbox', { name: 'Id' }).fill('1930');
  await page.getByRole('button', { name: 'Kör' }).click();
  const result = page.getByTestId('api-query-result');
  await expect(result.getByTestId('result-status')).toHaveText('200');
  return result;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'inhouse@example.com');
  await page.goto('/api-queries');
  await expect(page.getByRole('heading', { level: 1, name: 'API-frågor' })).toBeVisible();
});

test('staff retrieve a Fortnox account and find the call in the API log', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1600 });
  const result = await retrieveAccount(page);
  await expect(result.getByTestId('result-outcome')).toHaveText('Leverantören svarade.');
  await expect(result.getByTestId('result-url')).toHaveText(
    /^GET http:\/\/127\.0\.0\.1:\d+\/3\/accounts\/1930$/,
  );
  // the JSON body, pretty-printed in a scrollable monospace block
  const body = result.getByTestId('result-body');
  await expect(body).toContainText('"Number": 1930');
  await expect(result.getByRole('region', { name: 'Innehåll' })).toBeVisible();
  await expect(result.getByRole('rowheader', { name: 'content-type' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/api-queries-light.png`, fullPage: true });

  // the base URL of the same connection
  await page.getByText('Visa bas-URL', { exact: true }).click();
  await page.getByRole('button', { name: 'Kör' }).click();
  await expect(page.getByTestId('result-base-url')).toHaveText(/^http:\/\/127\.0\.0\.1:\d+$/);

  // the call went through the connection's transport, into the API log
  await page.getByText('Hämta resurs', { exact: true }).click();
  await page.getByRole('button', { name: 'Kör' }).click();
  await page.getByRole('link', { name: 'Öppna API-loggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apploggar' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Sök' }).fill('/3/accounts/1930');
  const row = page.getByTestId('api-log-row').filter({ hasText: '/3/accounts/1930' });
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText('Fortnox');
  await expect(row.first()).toContainText('200');
});

test('an address outside the connection is refused and nothing is sent', async ({ page }) => {
  await choose(page, 'Norrsken Handel AB', 'Shopify → Fortnox');
  await pick(page, 'Anslutning', 'Bokföring: Fortnox');
  await page.getByText('Hämta via adress', { exact: true }).click();
  const url = page.getByRole('textbox', { name: 'Webbadress' });

  // nothing entered: the field is required
  await page.getByRole('button', { name: 'Kör' }).click();
  await expect(page.getByText('Fältet Webbadress är obligatoriskt')).toBeVisible();

  await url.fill('https://example.com/3/accounts/1930');
  await page.getByRole('button', { name: 'Kör' }).click();
  await expect(
    page.getByText(/^Adressen måste använda samma protokoll som anslutningens bas-URL/),
  ).toBeVisible();
  await url.fill('http://example.com/3/accounts/1930');
  await page.getByRole('button', { name: 'Kör' }).click();
  await expect(
    page.getByText(/pekar på en annan server än anslutningens bas-URL .*Ingenting skickades\.$/),
  ).toBeVisible();
  await expect(page.getByTestId('api-query-result')).toHaveCount(0);

  // a path within it is read
  await url.fill('3/accounts/1930');
  await page.getByRole('button', { name: 'Kör' }).click();
  await expect(page.getByTestId('result-status')).toHaveText('200');
});

test('the SIE file says it has no API, and a provider’s 404 is shown as such', async ({ page }) => {
  await choose(page, 'Norrsken Handel AB', 'WooCommerce → SIE 4-fil');
  await pick(page, 'Anslutning', 'Bokföring: SIE 4-fil');
  await expect(page.getByTestId('side-unavailable')).toHaveText(/^SIE-filen har inget API/);
  await expect(page.getByRole('button', { name: 'Kör' })).toBeDisabled();

  await choose(page, 'Norrsken Handel AB', 'Shopify → Fortnox');
  await pick(page, 'Anslutning', 'Bokföring: Fortnox');
  await pick(page, 'Resurs', 'Fakturor');
  await page.getByRole('textbox', { name: 'Id' }).fill('987654');
  await page.getByRole('button', { name: 'Kör' }).click();
  await expect(page.getByTestId('result-status')).toHaveText('404');
  await expect(page.getByTestId('result-outcome')).toHaveText(
    'Leverantören hittar inget med det id:t eller på den sökvägen.',
  );
});

test('the console has no serious accessibility violation in light or dark', async ({ page }) => {
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await retrieveAccount(page);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: `${SHOTS}/api-queries-dark.png`, fullPage: true });
});
