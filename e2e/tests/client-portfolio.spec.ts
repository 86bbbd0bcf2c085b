import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/ui';

const BYGG = 'Lindqvist Bygg & Järn AB';
const KAFFE = 'Skärgårdens Kaffe AB';
const rows = (page: Page) => page.getByTestId('portfolio-row');

/** The demo firm's three clients are listed (other tests may give the firm more meanwhile). */
async function expectEveryClient(page: Page) {
  for (const name of [BYGG, KAFFE, 'Norrsken Handel AB'])
    await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
}

async function choose(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** /client-portfolio: every client with health and problems, filtered by the server. */
test('the master accountant filters the portfolio, opens a client, switches into it and back', async ({
  page,
}) => {
  await signIn(page, 'master@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Klientportfölj' }).click();
  await expect(page).toHaveURL(/\/client-portfolio$/);
  await expectEveryClient(page);
  const bygg = rows(page).filter({ hasText: BYGG });
  await expect(bygg.getByTestId('portfolio-health')).toHaveAttribute('data-band', 'poor');
  await expect(bygg).toContainText('Petra Partner');
  await expect(bygg).toContainText('1 abonnemang med fel');

  // Lindqvist Bygg's shop is in Error: the only client in the poor band
  await choose(page, 'Hälsa', 'Dålig');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(BYGG);
  await page.getByRole('combobox', { name: 'Hälsa' }).click();
  await page.getByRole('option', { name: 'Dålig', exact: true }).click(); // chosen again: cleared
  await expectEveryClient(page);
  await choose(page, 'Konsult', 'Astrid Assistent');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(KAFFE);
  await page.getByRole('combobox', { name: 'Konsult' }).click();
  await page.getByRole('option', { name: 'Astrid Assistent', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Sök bolag' }).fill('556901');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(BYGG);
  await page.getByRole('searchbox', { name: 'Sök bolag' }).fill('');
  await expectEveryClient(page);

  // the client's details: its subscriptions with their health, and its notes
  await page.getByRole('button', { name: `Visa detaljer för ${BYGG}` }).click();
  const details = page.getByRole('dialog', { name: BYGG });
  await expect(details.getByRole('row').filter({ hasText: 'WooCommerce' })).toContainText('Fel');
  await expect(details.getByRole('heading', { name: 'Anteckningar' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1400, height: 900 });
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expectEveryClient(page);
    await page.screenshot({
      path: `/tmp/shots-firm/portfolio-${dark === 'true' ? 'dark' : 'light'}.png`,
      fullPage: true,
    });
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.evaluate(() => localStorage.setItem('dark', 'false'));

  // the lobby's switch, from the portfolio: into Skärgårdens Kaffe as its owner, and back
  await rows(page)
    .filter({ hasText: KAFFE })
    .getByRole('button', { name: `Växla till ${KAFFE}` })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('switch-banner')).toContainText(KAFFE);
  await expect(page.getByTestId('active-company')).toContainText(KAFFE);
  await page.getByTestId('switch-banner').getByRole('button', { name: 'Avsluta växling' }).click();
  await expect(page.getByTestId('switch-banner')).toHaveCount(0);
  await page.getByRole('navigation').getByRole('link', { name: 'Klientportfölj' }).click();
  await expectEveryClient(page);
});

test('a partner accountant sees only their assigned client', async ({ page }) => {
  await signIn(page, 'partner@example.com');
  await page.goto('/client-portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Klientportfölj' })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(BYGG);
  await choose(page, 'Problem', 'Utan problem');
  await expect(page.getByText('Inga klienter.')).toBeVisible();
});
