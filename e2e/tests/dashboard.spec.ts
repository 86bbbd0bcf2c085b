import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/ui';

/** Where the screenshots go, to be looked at (light and dark). */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp';

// The figures themselves are tested on crafted data in the server's dashboard.test.ts; here the
// demo's own data (seeded history, and what its sync books live) shows through to each role.

const figure = (page: Page, label: string) =>
  page.getByRole('region', { name: label, exact: true }).getByTestId('figure-value');

/** The number a figure card shows ("1 234" → 1234). */
async function figureValue(page: Page, label: string) {
  const text = (await figure(page, label).textContent()) ?? '';
  return Number(text.replace(/\s/g, ''));
}

async function chooseRange(page: Page, name: string, range: string) {
  const answered = page.waitForResponse(
    (r) => r.url().includes(`/api/dashboard/?range=${range}`) && r.status() === 200,
  );
  const ranges = page.getByRole('radiogroup', { name: 'Tidsintervall' });
  await ranges.getByText(name, { exact: true }).filter({ visible: true }).click();
  await expect(ranges.getByRole('radio', { name })).toBeChecked();
  await answered;
}

/** No serious accessibility violation in the light theme or the dark one. */
async function checkBothThemes(page: Page, ready: () => Promise<void>, darkShot?: string) {
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await ready();
    expect(await seriousViolations(page)).toEqual([]);
  }
  if (darkShot) await page.screenshot({ path: darkShot, fullPage: true });
}

test('the owner sees the company’s subscriptions, a volume chart per range and the ROI', async ({
  page,
}) => {
  await signIn(page, 'owner@example.com');
  const section = page.getByTestId('company-dashboard');
  await expect(section).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Nyckeltal och trender' }),
  ).toBeVisible();

  // the demo's two shops and its shipping app, worst health first, each leading to its settings
  const rows = page.getByTestId('dashboard-subscription');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Shopify → Fortnox' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Sendcloud → Fortnox' })).toHaveCount(1);
  const sie = rows.filter({ hasText: /^WooCommerce → / });
  await expect(sie.getByRole('link')).toHaveAttribute('href', /^\/app-settings\/\d+$/);
  // the seeded failed and ambiguous orders are open problems
  expect(await figureValue(page, 'Öppna problem')).toBeGreaterThanOrEqual(3);

  // a week of booked orders: a bar per day, in the chart and in its table
  await chooseRange(page, '7 dagar', '7d');
  const chart = page.getByTestId('volume-chart');
  await expect(chart.locator('.recharts-surface')).toBeVisible();
  await expect(chart.getByRole('row')).toHaveCount(8);
  await expect(chart.locator('figcaption')).toContainText(/^\d[\d\s]* element i intervallet/);
  expect(await figureValue(page, 'Synkade i intervallet')).toBeGreaterThan(20);

  // the year: one bar per month
  await chooseRange(page, 'Senaste året', '1y');
  await expect(chart.getByRole('row')).toHaveCount(13);

  // the ROI starts from the last 30 days' elements at 3 minutes and SEK 1,200 an hour
  const roi = page.getByRole('region', { name: 'ROI-kalkylator' });
  await expect(roi.getByRole('textbox', { name: 'Timpris' })).toHaveValue('1200');
  await expect(roi.getByText('Standard: 3 minuter per element.')).toBeVisible();
  const year = roi.getByTestId('roi-year');
  await expect(year).toContainText(/\d\skr/);
  await page.setViewportSize({ width: 1280, height: 2000 });
  await page.screenshot({ path: '/tmp/dash-owner.png', fullPage: true });
  await roi.getByRole('textbox', { name: 'Timpris' }).fill('0');
  await expect(year).toContainText(/^Per år0\skr/);

  await checkBothThemes(
    page,
    async () => {
      await expect(page.getByTestId('volume-chart').locator('.recharts-surface')).toBeVisible();
    },
    '/tmp/dash-owner-dark.png',
  );
});

test('the partner accountant sees the client that needs attention', async ({ page }) => {
  await signIn(page, 'partner@example.com');
  const attention = page.getByRole('region', { name: 'Behöver uppmärksamhet' });
  const bygg = attention.getByTestId('attention-client').filter({
    hasText: 'Lindqvist Bygg & Järn AB',
  });
  await expect(bygg).toBeVisible();
  await expect(bygg.getByText('Prenumeration med fel')).toBeVisible();
  await expect(bygg.getByRole('link', { name: 'Lindqvist Bygg & Järn AB' })).toHaveAttribute(
    'href',
    '/lobby',
  );
  await expect(page.getByTestId('dashboard-client')).toHaveCount(1);
  await expect(page.getByTestId('health')).toHaveAttribute('data-band', 'poor');
  await expect(page.getByRole('region', { name: 'ROI-kalkylator' })).toBeVisible();

  await chooseRange(page, '7 dagar', '7d');
  await expect(page.getByTestId('volume-chart').locator('.recharts-surface')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 1800 });
  await page.screenshot({ path: '/tmp/dash-accountant.png', fullPage: true });
  await checkBothThemes(page, async () => {
    await expect(page.getByTestId('attention-client').first()).toBeVisible();
  });
});

test('in-house staff see failures, backlog and the companies failing most', async ({ page }) => {
  await signIn(page, 'inhouse@example.com');
  await expect(page.getByTestId('inhouse-dashboard')).toBeVisible();

  // analytics: the demo's companies, its active subscriptions per system, volume and failure rate
  expect(await figureValue(page, 'Bolag')).toBeGreaterThanOrEqual(4);
  expect(await figureValue(page, 'Bolag med aktiv prenumeration')).toBeGreaterThanOrEqual(2);
  const byAccounting = page.getByRole('region', {
    name: 'Aktiva prenumerationer per bokföringssystem',
  });
  await expect(byAccounting.locator('.recharts-surface')).toBeVisible();
  await expect(
    byAccounting.getByTestId('share-row').filter({ hasText: 'Visma eEkonomi' }),
  ).toContainText(/^Visma eEkonomi\d+[\d,]+ %$/);
  const byApp = page.getByRole('region', { name: 'Aktiva prenumerationer per app' });
  await expect(byApp.getByTestId('share-row').filter({ hasText: 'WooCommerce' })).toBeVisible();
  const activity = page.getByTestId('activity-chart');
  await expect(activity.locator('.recharts-surface')).toBeVisible();
  await expect(activity.locator('figcaption')).toContainText(/element i intervallet/);
  const rate = page.getByTestId('failure-rate-chart');
  await expect(rate.locator('.recharts-surface')).toBeVisible();
  await expect(rate.locator('figcaption')).toContainText(/avslutade element misslyckades/);

  // Lindqvist Bygg's shop went to Error after its runs failed yesterday
  expect(await figureValue(page, 'Prenumerationer med fel')).toBeGreaterThanOrEqual(1);
  const failures = page.getByTestId('failures-chart');
  await expect(failures.locator('.recharts-surface')).toBeVisible();
  await expect(failures.locator('figcaption')).toContainText(/misslyckade körningar/);
  const top = page.getByTestId('failing-company');
  await expect(top.filter({ hasText: 'Lindqvist Bygg & Järn AB' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Väntande element' }).getByRole('link'),
  ).toHaveAttribute('href', '/sync-entry-report');
  await expect(
    page.getByRole('region', { name: 'Köade körningar' }).getByRole('link'),
  ).toHaveAttribute('href', '/period-tasks');
  await expect(page.getByRole('region', { name: 'ROI-kalkylator' })).toHaveCount(0);

  // the last hour in 5-minute bars
  await chooseRange(page, 'Senaste timmen', '1h');
  await expect(
    failures.getByRole('row').or(failures.getByTestId('chart-empty')).first(),
  ).toBeVisible();
  await chooseRange(page, '7 dagar', '7d');
  await expect(failures.getByRole('row')).toHaveCount(8);
  // a day per point, volume and failure rate alike
  await expect(activity.getByRole('row')).toHaveCount(8);
  await expect(rate.getByRole('row')).toHaveCount(8);

  await page.setViewportSize({ width: 1280, height: 2600 });
  await page.screenshot({ path: `${SHOTS}/dash-inhouse.png`, fullPage: true });
  await checkBothThemes(
    page,
    async () => {
      // the window is as tall as the page: after the reload every chart draws at once
      await expect(page.getByTestId('failures-chart').locator('.recharts-surface')).toBeVisible({
        timeout: 30_000,
      });
      await expect(
        page.getByTestId('failure-rate-chart').locator('.recharts-surface'),
      ).toBeVisible();
      await expect(page.getByTestId('shares-by-app').locator('.recharts-surface')).toBeVisible();
    },
    `${SHOTS}/dash-inhouse-dark.png`,
  );
});

test('the dashboard reads in English', async ({ page }) => {
  await signIn(page, 'owner@example.com');
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Key figures and trends' }),
  ).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Time range' })).toBeVisible();
  const roi = page.getByRole('region', { name: 'ROI calculator' });
  await expect(
    roi.getByText('Default: SEK 1,200 an hour excluding VAT (the consultation rate).'),
  ).toBeVisible();
  await expect(roi.getByTestId('roi-year')).toContainText(/SEK\s[\d,]+/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the dashboard fits the width, with short range labels', async ({ page }) => {
    await signIn(page, 'owner@example.com');
    await expect(page.getByTestId('company-dashboard')).toBeVisible();
    const ranges = page.getByRole('radiogroup', { name: 'Tidsintervall' });
    await ranges.getByText('7 d', { exact: true }).click();
    await expect(ranges.getByRole('radio', { name: '7 dagar' })).toBeChecked();
    await expect(page.getByTestId('volume-chart').locator('.recharts-surface')).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    await page.screenshot({ path: '/tmp/dash-phone.png', fullPage: true });
  });
});
