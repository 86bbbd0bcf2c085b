import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/ui';

// Who may open /subscription-status at all is in route-matrix.spec.ts; the score itself is
// tested on crafted data in the server's subscription-status.test.ts.

const rows = (page: Page) => page.getByTestId('subscription-status-row');

async function open(page: Page) {
  await page.goto('/subscription-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Prenumerationsstatus' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

/** Chooses a status in the filter; choosing the chosen one again clears the filter. */
async function filterBy(page: Page, status: string) {
  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

test('in-house staff see every client subscription, its health and how it is computed', async ({
  page,
}) => {
  await signIn(page, 'inhouse@example.com');
  await open(page);

  const chart = page.getByTestId('status-distribution-chart');
  await expect(chart).toContainText(/\d+ abonnemang i \d+ statusar/);
  // the screen reader's table says what the bars show
  await expect(chart.getByRole('row', { name: /^Aktiv \d+$/ })).toBeAttached();
  await expect(page.getByRole('heading', { level: 2, name: 'Så räknas hälsan' })).toBeVisible();
  await expect(page.getByText(/Lyckade synkningar \(50 poäng\)/)).toBeVisible();

  // the demo's companies of every firm and none
  await expect(rows(page).filter({ hasText: 'Norrsken Handel AB' }).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Fjällbutiken i Åre AB' }).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Skärgårdens Kaffe AB' })).toHaveCount(1);

  // worst first: the scores never go down the list
  const scores = (await page.getByTestId('health-score').allTextContents()).map(Number);
  expect(scores).toEqual([...scores].sort((a, b) => a - b));

  // a score opens its three components, and they add up to it
  const first = rows(page).first();
  const button = first.getByRole('button', { name: /^Hälsa \d+ av 100/ });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const breakdown = page.getByTestId('health-breakdown').first();
  await expect(breakdown).toContainText('Lyckade synkningar:');
  await expect(breakdown).toContainText('Eftersläpning:');
  await expect(breakdown).toContainText(/Fel: \d+ av 20/);

  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.screenshot({ path: test.info().outputPath('subscription-status.png') });

  // (other tests add pending subscriptions of their own to the shared demo: the seeded one counts)
  await filterBy(page, 'Väntande');
  await expect(rows(page).filter({ hasText: 'Skärgårdens Kaffe AB' })).toHaveCount(1);
  await expect(page.getByTestId('status').filter({ hasNotText: /^Väntande$/ })).toHaveCount(0);

  // readable in both themes
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    await rows(page).first().getByRole('button').click();
    await expect(page.getByTestId('health-breakdown')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test("the master accountant sees the firm's clients only and filters them by status", async ({
  page,
}) => {
  await signIn(page, 'master@example.com');
  await open(page);
  await expect(page.getByTestId('status-distribution-chart')).toBeVisible();
  // the seeded subscriptions (other tests may add more to Norrsken in the shared demo)
  const norrsken = rows(page).filter({ hasText: 'Norrsken Handel AB' });
  await expect(norrsken.filter({ hasText: 'Shopify → Fortnox' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'Skärgårdens Kaffe AB' })).toHaveCount(1);
  // Fjällbutiken is not a client of the firm
  await expect(rows(page).filter({ hasText: 'Fjällbutiken i Åre AB' })).toHaveCount(0);

  await filterBy(page, 'Aktiv');
  await expect(rows(page).filter({ hasText: 'Skärgårdens Kaffe AB' })).toHaveCount(0);
  await expect(norrsken.filter({ hasText: 'Shopify → Fortnox' })).toHaveCount(1);
  await expect(page.getByTestId('status').filter({ hasNotText: /^Aktiv$/ })).toHaveCount(0);

  // the search narrows to a company's name
  await filterBy(page, 'Aktiv');
  await expect(rows(page).filter({ hasText: 'Skärgårdens Kaffe AB' })).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Sök bolag' }).fill('kaffe');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Shopify → Fortnox');
});

test('the subscription status reads in English, in both themes', async ({ page }) => {
  await signIn(page, 'inhouse@example.com');
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/subscription-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription status' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();

  const chart = page.getByTestId('status-distribution-chart');
  await expect(chart).toContainText(/\d+ subscriptions in \d+ statuses/);
  await expect(chart.getByRole('row', { name: /^Active \d+$/ })).toBeAttached();
  await expect(
    page.getByRole('heading', { level: 2, name: 'How health is computed' }),
  ).toBeVisible();
  await expect(page.getByText(/Successful syncs \(50 points\)/)).toBeVisible();

  const button = rows(page)
    .first()
    .getByRole('button', { name: /^Health \d+ of 100 \((Good|Fair|Poor)\) for / });
  await button.click();
  const breakdown = page.getByTestId('health-breakdown').first();
  await expect(breakdown).toContainText('Successful syncs:');
  await expect(breakdown).toContainText('Lag:');
  await expect(breakdown).toContainText(/Errors: \d+ of 20/);

  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Pending', exact: true }).click();
  await expect(rows(page).filter({ hasText: 'Skärgårdens Kaffe AB' })).toHaveCount(1);
  await expect(page.getByTestId('status').filter({ hasNotText: /^Pending$/ })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search companies' }).fill('no such company');
  await expect(page.getByText('No subscriptions.')).toBeVisible();

  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Subscription status' }),
    ).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.screenshot({ path: test.info().outputPath('subscription-status-en-dark.png') });
});
