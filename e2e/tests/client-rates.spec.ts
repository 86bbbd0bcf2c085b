import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

async function kronor(figure: Locator): Promise<number> {
  const text = (await figure.innerText()).split('\n').at(-1) ?? '';
  return Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
}

async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** SPEC §2 /client-rates: set a client's rate and see time valued at it. */
test('the master accountant sets a client’s hourly rate and new time is valued at it', async ({
  page,
}) => {
  test.setTimeout(150_000); // many screens and two themes in one story
  const client = 'Skärgårdens Kaffe AB';
  const text = `E2E lönefrågor ${Date.now() % 1e6}`;
  await signIn(page, 'master@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Klientpriser' }).click();
  await expect(page).toHaveURL(/\/client-rates$/);
  const row = page.getByTestId('client-rate-row').filter({ hasText: client });
  await expect(row).toContainText('Standard');
  await expect(row).toContainText('1 200,00 kr/tim');
  await expect(page.getByTestId('client-rate-row').filter({ hasText: 'Norrsken' })).toContainText(
    'Eget pris',
  );

  // basis before, at the consultation rate
  await page.goto('/time-tracking?view=basis');
  await chooseOption(page, page.getByRole('tabpanel'), 'Klient', client);
  await expect(page.getByTestId('basis-row').first()).toContainText(client);
  const before = await kronor(page.getByTestId('basis-total'));

  await page.goto('/client-rates');
  await row.getByRole('button', { name: `Ändra timpris för ${client}` }).click();
  const dialog = page.getByRole('dialog', { name: `Timpris för ${client}` });
  const rate = dialog.getByRole('textbox', { name: 'Timpris' });
  await expect(rate).toHaveValue('1200');
  await rate.fill('12,345');
  await rate.blur();
  await expect(dialog.getByText(/högst två decimaler/)).toBeVisible();
  await rate.fill('1500');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(toast(page).filter({ hasText: 'Timpriset har sparats.' })).toBeVisible();
  await expect(row).toContainText('1 500,00 kr/tim');
  await expect(row).toContainText('Eget pris');

  // an hour entered by hand is valued at the new rate
  await page.goto('/time-tracking?view=entries');
  await page.getByRole('button', { name: 'Ny tidspost' }).click();
  const entry = page.getByRole('dialog', { name: 'Ny tidspost' });
  const duration = entry.getByRole('textbox', { name: 'Tid' });
  await duration.fill('en timme');
  await duration.blur();
  await expect(entry.getByText('Formatet på Tid är ogiltigt')).toBeVisible();
  await duration.fill('1:00');
  await chooseOption(page, entry, 'Klient', client);
  await entry.getByRole('textbox', { name: 'Beskrivning' }).fill(text);
  await entry.getByRole('button', { name: 'Skapa' }).click();
  await expect(toast(page).filter({ hasText: 'Tidsposten har sparats.' })).toBeVisible();
  const line = page.getByTestId('time-entry-row').filter({ hasText: text });
  await expect(line).toContainText('1 500,00 kr');

  await page.getByRole('tab', { name: 'Fakturaunderlag' }).click();
  await chooseOption(page, page.getByRole('tabpanel'), 'Klient', client);
  await expect.poll(() => kronor(page.getByTestId('basis-total'))).toBeCloseTo(before + 1500, 2);

  // deleting it asks first
  await page.getByRole('tab', { name: 'Tidsposter' }).click();
  await line.getByRole('button', { name: /^Ta bort tidsposten/ }).click();
  await page
    .getByRole('dialog', { name: 'Ta bort tidsposten?' })
    .getByRole('button', { name: 'Ta bort' })
    .click();
  await expect(toast(page).filter({ hasText: 'Tidsposten har tagits bort.' })).toBeVisible();
  await expect(line).toHaveCount(0);

  // back to the consultation rate, after confirming
  await page.goto('/client-rates');
  await row
    .getByRole('button', { name: `Återställ timpriset för ${client} till standard` })
    .click();
  await page
    .getByRole('dialog', { name: 'Återställ timpriset?' })
    .getByRole('button', { name: 'Återställ' })
    .click();
  await expect(
    toast(page).filter({ hasText: 'Timpriset är återställt till konsultpriset.' }),
  ).toBeVisible();
  await expect(row).toContainText('Standard');

  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(page.getByTestId('client-rate-row').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});
