import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, auth } from '../support/api';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

/**
 * The FAQ (issue 17): a forgiving search in Swedish, in-house staff hiding an item from
 * customers, a question an owner sends in, and no serious accessibility violations.
 */
async function searchFaq(page: Page, words: string) {
  await page.getByRole('searchbox', { name: 'Sök i vanliga frågor' }).fill(words);
}

test('the owner finds an answer by a misspelled Swedish word and can ask us', async ({ page }) => {
  await signIn(page, 'owner@example.com');
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Vanliga frågor' })).toBeVisible();
  await searchFaq(page, 'utbetalnigar');
  const question = page.getByRole('button', {
    name: /Varför stämmer inte utbetalningen med transaktionerna\?/,
  });
  await expect(question).toBeVisible();
  await question.click();
  await expect(page.getByText(/Differensen ligger kvar på avstämningskontot/)).toBeVisible();
  // category chips count what the search found
  await expect(page.getByText(/^Synkroniseringsproblem \(\d+\)$/)).toBeVisible();

  await searchFaq(page, 'zxqvkjh');
  await expect(page.getByText('Inget svar hittades för ”zxqvkjh”.')).toBeVisible();
  await page.getByRole('button', { name: 'Ställ en fråga' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Ställ en fråga' });
  await dialog.getByRole('textbox', { name: 'Din fråga' }).fill('Hur bokförs zxqvkjh-avgifter?');
  await dialog.getByRole('button', { name: 'Skicka frågan' }).click();
  await expect(
    toast(page).filter({ hasText: 'Tack! Din fråga har skickats' }).first(),
  ).toBeVisible();
});

test('an in-house user hides an item and the owner no longer sees it', async ({
  page: staff,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 1e6;
  const question = `Hur bokförs dricks ${stamp}?`;
  const inhouse = await apiSignIn(request, 'inhouse@example.com');
  const created = await request.post('/api/faq/', {
    headers: auth(inhouse.key),
    data: { question, answer: '<p>Som intäkt utan moms.</p>', locale: 'sv' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  try {
    await signIn(owner, 'owner@example.com');
    await owner.goto('/faq');
    await searchFaq(owner, `dricks ${stamp}`);
    await expect(owner.getByRole('button', { name: question })).toBeVisible();

    await signIn(staff, 'inhouse@example.com');
    await staff.goto('/faq');
    await searchFaq(staff, `dricks ${stamp}`);
    await staff.getByRole('button', { name: question }).click();
    const actions = staff.getByRole('group', { name: `Åtgärder för ”${question}”` });
    await actions.getByRole('button', { name: 'Dölj' }).click();
    await expect(toast(staff).filter({ hasText: 'Frågan är nu dold.' }).first()).toBeVisible();
    await expect(
      staff.getByRole('button', { name: new RegExp(`${question}.*Dold`) }),
    ).toBeVisible();

    await owner.reload();
    await searchFaq(owner, `dricks ${stamp}`);
    await expect(owner.getByText(`Inget svar hittades för ”dricks ${stamp}”.`)).toBeVisible();
    await expect(owner.getByRole('button', { name: question })).toHaveCount(0);
  } finally {
    await ownerContext.close();
    await request.delete(`/api/faq/${id}/`, { headers: auth(inhouse.key) });
  }
});

test('/faq has no serious accessibility violations, for the owner and for in-house staff', async ({
  page,
}) => {
  for (const email of ['owner@example.com', 'inhouse@example.com']) {
    await signIn(page, email);
    await page.goto('/faq');
    await page.getByRole('button', { name: /Vad kostar det\?/ }).click();
    await expect(page.getByText(/1 200 kr per timme/)).toBeVisible();
    expect(await seriousViolations(page), email).toEqual([]);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
});
