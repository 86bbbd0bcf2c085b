import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

// The detection itself is tested on crafted data in the server's unprocessed-subscriptions.test.ts;
// here the demo's Kustens Cykel & Sport AB has one subscription of each reason.
const KUSTENS = 'Kustens Cykel & Sport AB';
const SHOTS = '/tmp/h3-shots';

const rows = (page: Page) => page.getByTestId('unprocessed-row');
const row = (page: Page, company: string, integration: string) =>
  rows(page).filter({ hasText: company }).filter({ hasText: integration });

async function open(page: Page) {
  await page.goto('/unprocessed-subscription');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Obearbetade prenumerationer' }),
  ).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

test('in-house staff see why each subscription is unprocessed and restart a stuck connector', async ({
  page,
}) => {
  await signIn(page, 'inhouse@example.com');
  await open(page);

  const stuck = row(page, KUSTENS, 'Shopify → Fortnox');
  await expect(stuck.getByTestId('reason')).toHaveText('Fastnat');
  await expect(stuck).toContainText(/En synkkörning har pågått sedan .+ \(3 tim\)/);
  await expect(row(page, KUSTENS, 'WooCommerce → Fortnox').getByTestId('reason')).toHaveText(
    'Aldrig körd',
  );
  const behind = row(page, KUSTENS, 'Klarna → SIE 4-fil');
  await expect(behind.getByTestId('reason')).toHaveText('Släpar efter');
  await expect(behind).toContainText('9 tim efter nu');
  // the revoked Stripe key: three runs failed, or the live engine has put it in Error since
  const stripe = row(page, KUSTENS, 'Stripe → SIE 4-fil');
  await expect(stripe.getByTestId('reason')).toHaveText('Misslyckas');
  await expect(stripe).toContainText(/synkkörningar i rad har misslyckats|nekar anslutningen/);
  const bygg = row(page, 'Lindqvist Bygg & Järn AB', 'WooCommerce → Fortnox');
  await expect(bygg.getByTestId('reason')).toHaveText('Misslyckas');
  await expect(bygg).toContainText('Ingen ägare');

  // the owner to contact, by e-mail and phone
  await expect(stuck.getByRole('link', { name: 'cykel@example.com' })).toHaveAttribute(
    'href',
    'mailto:cykel@example.com',
  );
  await expect(stuck.getByRole('link', { name: 'Kontakta ägaren' })).toHaveAttribute(
    'href',
    /^mailto:cykel@example\.com\?subject=/,
  );
  await expect(stuck.getByRole('link', { name: '070-555 12 34' })).toHaveAttribute(
    'href',
    'tel:0705551234',
  );

  // the reason filter narrows the list
  await page.getByRole('combobox', { name: 'Orsak' }).click();
  await page.getByRole('option', { name: /^Släpar efter: \d+$/ }).click();
  await expect(behind).toBeVisible();
  await expect(page.getByTestId('reason').filter({ hasNotText: 'Släpar efter' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Orsak' }).click();
  await page.getByRole('option', { name: /^Fastnat: \d+$/ }).click();
  await expect(stuck).toBeVisible();

  await page.setViewportSize({ width: 1400, height: 1200 });
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'När räknas en prenumeration som obearbetad?' }).click();
    await expect(
      page.getByText(/^Fastnat: en körning har inte gjort något på 30 minuter/),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: `${SHOTS}/unprocessed-${dark === 'true' ? 'dark' : 'light'}.png`,
      fullPage: true,
    });
  }

  // restart: the hung run is closed and a new one takes over, so it is stuck no more
  await page.evaluate(() => localStorage.setItem('dark', 'false'));
  await page.reload();
  await stuck
    .getByRole('button', { name: `Starta om kopplingen: ${KUSTENS}, Shopify → Fortnox` })
    .click();
  await expect(toast(page).filter({ hasText: 'Kopplingen har startats om.' })).toBeVisible();
  await expect(
    rows(page)
      .filter({ hasText: KUSTENS })
      .filter({ has: page.getByTestId('reason').filter({ hasText: 'Fastnat' }) }),
  ).toHaveCount(0);
});

test('staff open a subscription’s app settings as its owner, and read the list in English', async ({
  page,
}) => {
  await signIn(page, 'inhouse@example.com');
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/unprocessed-subscription');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unprocessed subscriptions' }),
  ).toBeVisible();
  const never = row(page, KUSTENS, 'WooCommerce → Fortnox');
  await expect(never.getByTestId('reason')).toHaveText('Never run');
  await expect(never).toContainText(/Active since .+ \(2 d\) but never synced\./);
  await page.evaluate(() => localStorage.setItem('dark', 'true'));
  await page.reload();
  await expect(never).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/unprocessed-en-dark.png`, fullPage: true });

  await never
    .getByRole('button', {
      name: `Open app settings as owner: ${KUSTENS}, WooCommerce → Fortnox`,
    })
    .click();
  await expect(page).toHaveURL(/\/app-settings\/\d+$/);
  await expect(page.getByTestId('switch-banner')).toContainText(KUSTENS);
});
