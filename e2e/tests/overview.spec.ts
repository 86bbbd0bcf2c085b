import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/ui';

const figure = (page: Page, testId: string) => page.getByTestId(testId).getByTestId('figure-value');

/** /overview: the master accountant's firm at a glance, each figure leading to its screen. */
test('the master accountant sees the firm at a glance and opens a figure’s screen', async ({
  page,
}) => {
  await signIn(page, 'master@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Byråöversikt' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Byråöversikt' })).toBeVisible();

  // the demo firm's three clients (other tests may add one without problems meanwhile), each
  // with failed or ambiguous elements; Lindqvist Bygg's Error
  await expect(figure(page, 'overview-clients')).toHaveText(/^\d+$/);
  expect(Number(await figure(page, 'overview-clients').textContent())).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('overview-clients')).toContainText('3 med öppna problem');
  const subscriptions = page.getByTestId('overview-subscriptions');
  await expect(subscriptions).toContainText('1 med fel');
  await expect(page.getByTestId('band-poor')).toContainText('1');
  await expect(page.getByTestId('health-band-chart').locator('.recharts-surface')).toBeVisible();
  await expect(figure(page, 'overview-tasks')).toHaveText(/^\d+$/);
  await expect(figure(page, 'overview-hours')).toHaveText(/^\d+,\d h$/);
  await expect(figure(page, 'overview-billable')).toContainText('kr');
  await expect(page.getByTestId('overview-kickbacks')).toContainText(/Kickback \d{4}/);
  await expect(page.getByTestId('overview-kickbacks')).toContainText('att betala ut');

  await page.setViewportSize({ width: 1280, height: 1100 });
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(page.getByTestId('health-band-chart').locator('.recharts-surface')).toBeVisible();
    await page.screenshot({
      path: `/tmp/shots-firm/overview-${dark === 'true' ? 'dark' : 'light'}.png`,
      fullPage: true,
    });
    expect(await seriousViolations(page)).toEqual([]);
  }

  // in English, and each figure leads on: the kickbacks
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByTestId('overview-clients')).toContainText('3 with open problems');
  await page.getByRole('link', { name: 'Open kickbacks' }).click();
  await expect(page).toHaveURL(/\/kickback-payouts$/);
  await expect(page.getByTestId('affiliate-type')).toHaveText('Kickback');
  await page.goBack();
  await page.getByRole('link', { name: 'Open the client portfolio' }).click();
  await expect(page).toHaveURL(/\/client-portfolio$/);
  await expect(
    page.getByTestId('portfolio-row').filter({ hasText: 'Norrsken Handel AB' }),
  ).toHaveCount(1);
  await page.evaluate(() => localStorage.setItem('locale', 'sv'));
});

test('the overview is the master accountant’s only', async ({ page }) => {
  await signIn(page, 'partner@example.com');
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Byråöversikt' }),
  ).toHaveCount(0);
  await page.goto('/overview');
  await expect(page).toHaveURL(/\/dashboard$/);
});
