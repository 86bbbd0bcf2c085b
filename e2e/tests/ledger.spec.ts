import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, auth } from '../support/api';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

const NORRSKEN = 'Norrsken Handel AB';

/** A SIE 4 file whose only voucher is 10 kr off: refused at its #VER on line 7. */
const BROKEN_SIE = [
  '#FLAGGA 0',
  '#FORMAT PC8',
  '#SIETYP 4',
  '#RAR 0 20250101 20251231',
  '#KONTO 1930 "Bank"',
  '#KONTO 3001 "Försäljning"',
  '#VER A 1 20250105 "Försäljning"',
  '{',
  '#TRANS 1930 {} 100.00',
  '#TRANS 3001 {} -90.00',
  '}',
  '',
].join('\r\n');

async function uploadBroken(page: Page) {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'trasig.se',
    mimeType: 'text/plain',
    buffer: Buffer.from(BROKEN_SIE, 'latin1'),
  });
}

async function axeInBothThemes(page: Page) {
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(page.getByTestId('voucher-row').first()).toBeVisible();
    await expect(page.getByTestId('ledger-month-chart')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots-h3/ledger-${dark}.png`, fullPage: true });
  }
  await page.evaluate(() => localStorage.setItem('dark', 'false'));
}

/**
 * Issue 16: a company's whole ledger as read from Fortnox — its vouchers and one of them with
 * its rows, a refresh watched to the end, and a SIE file refused naming its line.
 */
test('the ledger of Norrsken: vouchers, a refresh to the end, a SIE file refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const master = await apiSignIn(request, 'master@example.com');
  const companies = await request.get('/api/ledger/companies/?search=Norrsken', {
    headers: auth(master.key),
  });
  const norrsken = ((await companies.json()) as { results: { id: number }[] }).results[0]!;
  const source = await request.get(`/api/ledger/source/?company=${norrsken.id}`, {
    headers: auth(master.key),
  });
  const read = (await source.json()) as { kind: string; voucher_count: number };
  expect(read.kind).toBe('fortnox');
  expect(read.voucher_count).toBeGreaterThan(1000);

  await signIn(page, 'master@example.com');
  await page.goto('/ledger');
  await expect(page.getByRole('heading', { level: 1, name: 'Huvudbok' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Bolag' });
  await picker.click();
  // every company the master accountant sees is offered, whichever is chosen now
  await expect(page.getByRole('option', { name: new RegExp(`^${NORRSKEN}`) })).toBeVisible();
  await picker.fill('Norrsken');
  await page.getByRole('option', { name: new RegExp(`^${NORRSKEN}`) }).click();
  await expect(page).toHaveURL(new RegExp(`company=${norrsken.id}`));

  const card = page.getByTestId('ledger-source');
  await expect(card.getByTestId('ledger-kind')).toHaveText('Fortnox');
  await expect(card.getByTestId('ledger-status')).toHaveText('Klar');
  await expect(page.getByTestId('ledger-years')).toContainText('Verifikationer');
  await expect(page.getByTestId('voucher-row')).toHaveCount(50);

  // one voucher with its rows, named accounts and balanced sides; the URL names it
  await page.getByTestId('voucher-open').first().click();
  const voucher = page.getByRole('dialog', { name: /^Verifikation A \d+$/ });
  await expect(voucher).toBeVisible();
  await expect(page).toHaveURL(/voucher=\d+/);
  const rows = voucher.getByTestId('voucher-row');
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  await expect(rows.first().locator('td').nth(1)).not.toBeEmpty();
  const totals = voucher.locator('tfoot th');
  await expect(totals.nth(1)).toHaveText((await totals.nth(2).textContent())!);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots-h3/ledger-voucher-modal.png' });
  await page.keyboard.press('Escape');
  await expect(voucher).toBeHidden();
  await expect(page).not.toHaveURL(/voucher=/);

  // a search narrows the list
  await page.getByRole('searchbox', { name: 'Sök text, serie eller nummer' }).fill('A 1');
  await expect(page.getByTestId('voucher-row').first()).toBeVisible();

  // the refresh: queued, its progress and step polled, then done
  const seen: { status: string; progress: number; phase: { message: string } | null }[] = [];
  page.on('response', (response) => {
    if (!/\/api\/ledger\/(source|refresh)\//.test(response.url())) return;
    response.json().then(
      (body: (typeof seen)[number]) => seen.push(body),
      () => undefined,
    );
  });
  await page.getByRole('button', { name: 'Läs in från Fortnox' }).click();
  await expect(card.getByTestId('ledger-progress')).toBeVisible();
  await expect(card.getByTestId('ledger-status')).toHaveText('Klar', { timeout: 60_000 });
  await expect(card.getByTestId('ledger-progress')).toBeHidden();
  await expect(toast(page).filter({ hasText: 'Bokföringen är inläst' })).toBeVisible();
  const watched = seen.slice(seen.findIndex((s) => s.status === 'queued'));
  expect(watched[0]).toMatchObject({ progress: 0, phase: { message: 'Väntar på att starta' } });
  expect(watched.at(-1)).toMatchObject({ status: 'done', progress: 100, phase: null });
  const progress = watched.map((s) => s.progress);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));

  // a broken SIE file: refused naming the line, in Swedish, then in English; nothing changes
  await uploadBroken(page);
  await expect(page.getByTestId('sie-error')).toContainText(
    'Rad 7: verifikationen balanserar inte (differens 10,00 kr)',
  );
  await expect(card.getByTestId('ledger-kind')).toHaveText('Fortnox');
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger' })).toBeVisible();
  await uploadBroken(page);
  await expect(page.getByTestId('sie-error')).toContainText(
    'Line 7: the voucher does not balance (difference 10.00 kr)',
  );
  await page.screenshot({ path: '/tmp/shots-h3/ledger-refused-en.png', fullPage: true });
  await expect(card.getByTestId('ledger-kind')).toHaveText('Fortnox');
  await page.evaluate(() => localStorage.setItem('locale', 'sv'));

  await axeInBothThemes(page);
});

/** Other tools link to a voucher: /ledger?company=…&voucher=… opens it. */
test('a link to a voucher opens it over the ledger', async ({ page, request }) => {
  const master = await apiSignIn(request, 'master@example.com');
  const companies = await request.get('/api/ledger/companies/?search=Norrsken', {
    headers: auth(master.key),
  });
  const norrsken = ((await companies.json()) as { results: { id: number }[] }).results[0]!;
  const list = await request.get(`/api/ledger/vouchers/?company=${norrsken.id}&limit=1`, {
    headers: auth(master.key),
  });
  const first = ((await list.json()) as { results: { id: number; number: string }[] }).results[0]!;

  await signIn(page, 'master@example.com');
  await page.goto(`/ledger?company=${norrsken.id}&voucher=${first.id}`);
  const voucher = page.getByRole('dialog', { name: `Verifikation A ${first.number}` });
  await expect(voucher).toBeVisible();
  await expect(voucher.getByTestId('voucher-row').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-h3/ledger-voucher.png' });
});
