import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { apiSignIn, auth } from '../support/api';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/ui';

// screens load one after another: each may take its time on a busy machine
const expect = baseExpect.configure({ timeout: 30_000 });

/** Issue 17 guided tours: across screens, in both languages, remembered per user, keyboard. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp';

interface Stop {
  sv: string;
  en: string;
  url: RegExp;
  /** the highlighted element */
  target: (page: Page) => Locator;
}

const tour = (name: string) => (page: Page) => page.locator(`[data-tour="${name}"]`).first();
const faqLink = (page: Page) => page.locator('nav a[href="/faq"]');
const userMenu = (page: Page) => page.getByTestId('user-menu');

const OWNER: Stop[] = [
  {
    sv: 'Appkatalogen',
    en: 'The app catalogue',
    url: /\/app-catalogue$/,
    target: tour('catalogue-list'),
  },
  {
    sv: 'Lägg till en app',
    en: 'Add an app',
    url: /\/app-catalogue$/,
    target: tour('catalogue-add'),
  },
  {
    sv: 'Koppla appen',
    en: 'Connect the app',
    url: /\/app-settings\/\d+\?tab=connection$/,
    target: tour('app-settings-connection'),
  },
  {
    sv: 'Mappa mot kontoplanen',
    en: 'Map to the chart of accounts',
    url: /\/app-settings\/\d+\?tab=configure$/,
    target: tour('app-settings-configure'),
  },
  {
    sv: 'Aktivera synkroniseringen',
    en: 'Activate the sync',
    url: /\/app-settings\/\d+\?tab=activate$/,
    target: tour('app-settings-activate'),
  },
  { sv: 'Rapporter', en: 'Reports', url: /\/report$/, target: tour('report') },
  {
    sv: 'Hjälp när du behöver den',
    en: 'Help when you need it',
    url: /\/report$/,
    target: faqLink,
  },
  { sv: 'Rundturen finns kvar här', en: 'The tour stays here', url: /\/report$/, target: userMenu },
];

const ACCOUNTANT: Stop[] = [
  { sv: 'Lobbyn', en: 'The lobby', url: /\/lobby$/, target: tour('lobby') },
  {
    sv: 'Klientportföljen',
    en: 'The client portfolio',
    url: /\/client-portfolio$/,
    target: tour('client-portfolio'),
  },
  { sv: 'Projekt', en: 'Projects', url: /\/projects$/, target: tour('projects') },
  {
    sv: 'Tidrapportering',
    en: 'Time tracking',
    url: /\/time-tracking$/,
    target: tour('time-tracking'),
  },
  {
    sv: 'Hjälp när du behöver den',
    en: 'Help when you need it',
    url: /\/time-tracking$/,
    target: faqLink,
  },
  {
    sv: 'Rundturen finns kvar här',
    en: 'The tour stays here',
    url: /\/time-tracking$/,
    target: userMenu,
  },
];

const LABELS = {
  sv: { next: 'Nästa', done: 'Klar', progress: (i: number, n: number) => `Steg ${i} av ${n}` },
  en: { next: 'Next', done: 'Done', progress: (i: number, n: number) => `Step ${i} of ${n}` },
};

/** The user's saved progress in a tour, read through the API. */
async function progress(request: APIRequestContext, email: string, id: 'owner' | 'accountant') {
  const { key } = await apiSignIn(request, email);
  const res = await request.get('/api/users/me/tours/', { headers: auth(key) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Record<string, { status: string; step: number } | null>)[id];
}

/** Back to a tour not yet taken (active at its first step: the invitation shows, nothing runs). */
async function resetTour(request: APIRequestContext, email: string, id: 'owner' | 'accountant') {
  const { key } = await apiSignIn(request, email);
  const res = await request.put(`/api/users/me/tours/${id}/`, {
    headers: auth(key),
    data: { status: 'active', step: 0 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const popover = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.locator('.driver-popover-title') });

/** Checks the open step — its title, progress, screen and highlighted element — then goes on. */
async function expectStep(page: Page, stops: Stop[], i: number, lang: 'sv' | 'en') {
  const stop = stops[i]!;
  const dialog = page.getByRole('dialog', { name: stop[lang] });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(LABELS[lang].progress(i + 1, stops.length));
  await expect(page).toHaveURL(stop.url);
  await expect(stop.target(page)).toHaveClass(/driver-active-element/);
  return dialog;
}

/** Presses Next from step `from` up to (not including) `to`; at the end, the tour has closed. */
async function runToEnd(page: Page, stops: Stop[], lang: 'sv' | 'en', from = 0, to = stops.length) {
  for (let i = from; i < to; i++) {
    const dialog = await expectStep(page, stops, i, lang);
    const last = i === stops.length - 1;
    await dialog
      .getByRole('button', { name: LABELS[lang][last ? 'done' : 'next'], exact: true })
      .click();
  }
  if (to === stops.length) await expect(popover(page)).toHaveCount(0);
}

// long walks through many screens, on a machine that may be busy
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.describe('the owner’s start-up tour', () => {
  test.beforeEach(async ({ request }) => resetTour(request, 'owner@example.com', 'owner'));
  test.afterAll(async ({ request }) => resetTour(request, 'owner@example.com', 'owner'));

  test('runs to the end in Swedish from the dashboard invitation, resuming after a reload', async ({
    page,
    request,
  }) => {
    await signIn(page, 'owner@example.com');
    const invitation = page.getByTestId('tour-invitation');
    await expect(
      invitation.getByRole('heading', { name: 'Ny här? Ta en rundtur på en minut' }),
    ).toBeVisible();
    await invitation.getByRole('button', { name: 'Starta rundturen' }).click();

    await runToEnd(page, OWNER, 'sv', 0, 3);
    // stopped at the mapping step by a reload: the same step on the same screen
    await expect(page.getByRole('dialog', { name: 'Mappa mot kontoplanen' })).toBeVisible();
    expect(await progress(request, 'owner@example.com', 'owner')).toMatchObject({
      status: 'active',
      step: 3,
    });
    await page.reload();
    await runToEnd(page, OWNER, 'sv', 3);

    expect(await progress(request, 'owner@example.com', 'owner')).toMatchObject({ status: 'done' });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /^Hej/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Hej/ })).toBeVisible();
    await expect(page.getByTestId('tour-invitation')).toHaveCount(0);
  });

  test('runs to the end in English, restarted from the user menu', async ({ page, request }) => {
    await signIn(page, 'owner@example.com');
    await page.locator('header label', { hasText: 'English' }).click();
    await expect(
      page.getByRole('heading', { name: 'New here? Take the one-minute tour' }),
    ).toBeVisible();
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Take the guided tour' }).click();
    await runToEnd(page, OWNER, 'en');
    expect(await progress(request, 'owner@example.com', 'owner')).toMatchObject({ status: 'done' });

    // once done, the menu still restarts it from the first step
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Take the guided tour' }).click();
    await expectStep(page, OWNER, 0, 'en');
    await page.keyboard.press('Escape');
    await expect(popover(page)).toHaveCount(0);
  });

  test('is used from the keyboard, passes axe, and Escape dismisses it for good', async ({
    page,
    request,
  }) => {
    await signIn(page, 'owner@example.com');
    await page
      .getByTestId('tour-invitation')
      .getByRole('button', { name: 'Starta rundturen' })
      .click();
    let dialog = await expectStep(page, OWNER, 0, 'sv');
    // focus is in the popover, on its main action
    await expect(dialog.getByRole('button', { name: 'Nästa' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    dialog = await expectStep(page, OWNER, 1, 'sv');
    await page.keyboard.press('ArrowLeft');
    dialog = await expectStep(page, OWNER, 0, 'sv');
    await page.keyboard.press('ArrowRight');
    dialog = await expectStep(page, OWNER, 1, 'sv');

    // Tab cycles the popover's own buttons: back, next, close, and round again
    const focusedName = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.closest('[role="dialog"]')
          ? (el.getAttribute('aria-label') ?? el.textContent)
          : null;
      });
    const seen: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      seen.push(await focusedName());
    }
    expect(seen).toEqual(['Stäng rundturen', 'Tillbaka', 'Nästa', 'Stäng rundturen']);
    await dialog.getByRole('button', { name: 'Nästa' }).focus();
    await page.keyboard.press('Enter');
    await expectStep(page, OWNER, 2, 'sv');

    // accessible with the popover open, in the light theme and (after a reload resumes it) the dark
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/tour-light.png` });
    await page.evaluate(() => localStorage.setItem('dark', 'true'));
    await page.reload();
    await expectStep(page, OWNER, 2, 'sv');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/tour-dark.png` });
    await page.evaluate(() => localStorage.setItem('dark', 'false'));

    await page.keyboard.press('Escape');
    await expect(popover(page)).toHaveCount(0);
    expect(await progress(request, 'owner@example.com', 'owner')).toMatchObject({
      status: 'dismissed',
    });
    await page.goto('/dashboard');
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Hej/ })).toBeVisible();
    await expect(page.getByTestId('tour-invitation')).toHaveCount(0);
  });

  test('the invitation’s Not now is remembered', async ({ page, request }) => {
    await signIn(page, 'owner@example.com');
    await page.getByTestId('tour-invitation').getByRole('button', { name: 'Inte nu' }).click();
    await expect(page.getByTestId('tour-invitation')).toHaveCount(0);
    expect(await progress(request, 'owner@example.com', 'owner')).toMatchObject({
      status: 'dismissed',
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Hej/ })).toBeVisible();
    await expect(page.getByTestId('tour-invitation')).toHaveCount(0);
  });
});

test.describe('the accountants’ tour', () => {
  test.beforeEach(async ({ request }) => resetTour(request, 'master@example.com', 'accountant'));
  test.afterAll(async ({ request }) => resetTour(request, 'master@example.com', 'accountant'));

  test('runs to the end for a master accountant from the lobby invitation', async ({
    page,
    request,
  }) => {
    await signIn(page, 'master@example.com');
    await page.goto('/lobby');
    const invitation = page.getByTestId('tour-invitation');
    await invitation.getByRole('button', { name: 'Starta rundturen' }).click();
    await runToEnd(page, ACCOUNTANT, 'sv');
    expect(await progress(request, 'master@example.com', 'accountant')).toMatchObject({
      status: 'done',
    });
    await page.goto('/lobby');
    await expect(page.getByRole('heading', { level: 1, name: 'Lobby' })).toBeVisible();
    await expect(page.getByTestId('tour-invitation')).toHaveCount(0);
  });
});
