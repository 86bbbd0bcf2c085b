/**
 * Regenerates the screenshots of the demo user guides (apps/server/src/seed/guide-images/*.png):
 * starts the portal on a fresh demo database, signs in as the demo owner and master accountant,
 * and takes each screen in Swedish and English, about 900 px wide.
 *
 *   cd apps/web && npx vite build --outDir /tmp/web-guides --emptyOutDir
 *   cd ../.. && WEB_DIST=/tmp/web-guides npx tsx e2e/scripts/guide-screenshots.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '../..');
const OUT = join(ROOT, 'apps/server/src/seed/guide-images');
const PORT = Number(process.env.SHOT_PORT ?? 4419);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Demo1234';
const WIDTH = 900;
const LOCALES = ['sv', 'en'] as const;
type Locale = (typeof LOCALES)[number];

interface Subscription {
  id: number;
  company: string;
  application: string;
  accounting: string;
}

async function startServer() {
  const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'guide-shots-')),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: BASE,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // its own process group: npx, tsx and the server stop together
    detached: true,
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  for (let i = 0; i < 180; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  stop();
  throw new Error('the server did not start');
}

/** Signs in through the login screen, choosing `company` when asked. */
async function signIn(page: Page, email: string, company?: string) {
  await page.goto(`${BASE}/`);
  await page.getByRole('textbox', { name: 'E-post' }).fill(email);
  await page.getByRole('textbox', { name: 'Lösenord' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
  const choose = page.getByRole('dialog', { name: 'Välj bolag' });
  await choose.or(page.getByRole('heading', { name: /^Hej/ })).waitFor();
  if (await choose.isVisible()) {
    await choose.getByRole('combobox', { name: 'Bolag' }).click();
    const option = company
      ? page.getByRole('option', { name: new RegExp(`^${company}`) })
      : page.getByRole('option').first();
    await option.click();
    await choose.getByRole('button', { name: 'Spara' }).click();
  }
  await page.getByRole('heading', { name: /^(Hej|Hi|Hello)/ }).waitFor();
}

async function useLocale(page: Page, locale: Locale) {
  await page.evaluate((l) => localStorage.setItem('locale', l), locale);
}

async function subscriptions(page: Page): Promise<Subscription[]> {
  const key = await page.evaluate(() => localStorage.getItem('key'));
  const res = await fetch(`${BASE}/api/subscriptions/`, {
    headers: { authorization: `Bearer ${key}` },
  });
  return (await res.json()) as Subscription[];
}

/** The element, captured at most `maxHeight` px tall. */
async function shoot(page: Page, target: Locator, file: string, maxHeight = 700) {
  await target.waitFor();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${file}: nothing to capture`);
  const pad = 12;
  await page.screenshot({
    path: join(OUT, file),
    clip: {
      x: Math.max(0, box.x - pad),
      y: Math.max(0, box.y - pad),
      width: box.width + 2 * pad,
      height: Math.min(box.height, maxHeight) + 2 * pad,
    },
    animations: 'disabled',
    caret: 'hide',
  });
  console.info(`${file}`);
}

async function open(page: Page, path: string, locale: Locale) {
  await useLocale(page, locale);
  await page.goto(`${BASE}${path}`);
  await page.waitForLoadState('networkidle');
}

const main = (page: Page) => page.locator('#main-content > *:last-child');

async function ownerShots(page: Page, locale: Locale, subs: Subscription[], shop: Page) {
  const find = (application: string, accounting: string) => {
    const found = subs.find((s) => s.application === application && s.accounting === accounting);
    if (!found) throw new Error(`no ${application} → ${accounting} subscription in the demo`);
    return found.id;
  };
  await open(page, '/add-apps?app=shopify&accounting=fortnox', locale);
  await shoot(page, main(page).locator('form'), `add-app-${locale}.png`, 620);

  const connection = async (id: number, file: string, side: 'app' | 'accounting', on = page) => {
    await open(on, `/app-settings/${id}?tab=connection`, locale);
    const sections = main(on).locator('section');
    await sections.nth(1).waitFor();
    await shoot(on, side === 'accounting' ? sections.nth(1) : sections.first(), file, 760);
  };
  await connection(find('shopify', 'fortnox'), `connect-shopify-${locale}.png`, 'app');
  await connection(find('shopify', 'fortnox'), `connect-fortnox-${locale}.png`, 'accounting');
  await connection(find('woocommerce', 'sie'), `connect-woocommerce-${locale}.png`, 'app');
  await connection(find('woocommerce', 'sie'), `connect-sie-${locale}.png`, 'accounting');
  await connection(find('stripe', 'visma'), `connect-stripe-${locale}.png`, 'app', shop);
  await connection(find('klarna', 'visma'), `connect-klarna-${locale}.png`, 'app', shop);
  await connection(find('woocommerce', 'visma'), `connect-visma-${locale}.png`, 'accounting', shop);

  await open(page, `/app-settings/${find('shopify', 'fortnox')}?tab=configure`, locale);
  const panel = main(page).getByRole('tabpanel');
  await panel.locator('form').waitFor();
  await shoot(page, panel, `configure-${locale}.png`, 640);
}

async function run() {
  const stopServer = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const options = {
      viewport: { width: WIDTH + 300, height: 1800 },
      deviceScaleFactor: 1,
      colorScheme: 'light' as const,
    };
    const context = await browser.newContext({ ...options, locale: 'sv-SE' });
    const page = await context.newPage();
    await signIn(page, 'owner@example.com', 'Norrsken Handel AB');
    // the owner's second company, in a session of its own: its subscriptions are its own
    const other = await browser.newContext({ ...options, locale: 'sv-SE' });
    const shop = await other.newPage();
    await signIn(shop, 'owner@example.com', 'Fjällbutiken i Åre AB');
    const subs = [...(await subscriptions(page)), ...(await subscriptions(shop))];
    for (const locale of LOCALES) await ownerShots(page, locale, subs, shop);

    const firm = await browser.newContext({ ...options, locale: 'sv-SE' });
    const accountant = await firm.newPage();
    await signIn(accountant, 'master@example.com');
    for (const locale of LOCALES) {
      await open(accountant, '/lobby', locale);
      await shoot(accountant, main(accountant), `lobby-${locale}.png`, 620);
    }
  } finally {
    await browser?.close();
    stopServer();
  }
}

await run();
