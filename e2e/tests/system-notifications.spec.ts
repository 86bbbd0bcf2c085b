import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, auth } from '../support/api';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

// Delivery exactly once, targets and the 409 after delivery are tested in the server's
// system-notifications.test.ts; here a notice travels from the form to a targeted user's bell.
const SHOTS = '/tmp/h3-shots';
const KUSTENS = 'Kustens Cykel & Sport AB';

const rows = (page: Page) => page.getByTestId('system-notification-row');

async function open(page: Page) {
  await page.goto('/system-notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Systemnotiser' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

test('a notice scheduled for a company reaches its users’ bell, and no one else’s', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000); // two sign-ins, a delivery and axe in both themes
  await signIn(page, 'inhouse@example.com');
  await open(page);
  // the demo's: one delivered to everyone, one scheduled for next week
  await expect(
    rows(page)
      .filter({ hasText: 'Planerat underhåll natten till söndag' })
      .getByTestId('notice-status'),
  ).toHaveText('Levererad');
  await expect(
    rows(page).filter({ hasText: 'Nytt: konsoliderade rapporter' }).getByTestId('notice-status'),
  ).toHaveText('Schemalagd');

  // SPEC §5: what is missing is said per field
  await page.getByRole('button', { name: 'Ny systemnotis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny systemnotis' });
  await dialog.getByRole('button', { name: 'Schemalägg' }).click();
  await expect(dialog.getByText('Fältet rubrik är obligatoriskt')).toBeVisible();
  await expect(dialog.getByText('Fältet text är obligatoriskt')).toBeVisible();
  await expect(
    dialog.getByText('Välj minst en mottagare: alla, en roll, ett bolag eller en byrå.'),
  ).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 1400 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/system-notification-form.png` });

  const title = `Kampanjvecka ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Rubrik' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Text' }).fill('Fri frakt hela veckan för era kunder.');
  await dialog.getByRole('combobox', { name: 'Typ' }).click();
  await page.getByRole('option', { name: 'Varning' }).click();
  await dialog.getByRole('switch', { name: 'Skicka direkt' }).check();
  const companies = dialog.getByRole('combobox', { name: 'Bolag' });
  await companies.fill('Kustens');
  await page.getByRole('option', { name: KUSTENS }).click();
  // the list stays open for more choices: click beside it to close it
  await dialog.getByText('Välj alla, eller en eller flera roller, bolag och byråer.').click();
  await dialog.getByRole('button', { name: 'Schemalägg' }).click();
  await expect(toast(page).filter({ hasText: 'Systemnotisen är schemalagd.' })).toBeVisible();

  // the delivery job runs at its schedule date: now
  const created = rows(page).filter({ hasText: title });
  await expect(created).toContainText(`Bolag: ${KUSTENS}`);
  const inhouse = await apiSignIn(request, 'inhouse@example.com');
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/system-notifications/?search=${encodeURIComponent(title)}`,
          { headers: auth(inhouse.key) },
        );
        const page = (await response.json()) as { results: { status: string }[] };
        return page.results[0]?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('delivered');
  await page.reload();
  await expect(created.getByTestId('notice-status')).toHaveText('Levererad');
  await expect(created).toContainText(/till 1 användare/);
  await expect(created.getByRole('button', { name: `Ändra ${title}` })).toHaveCount(0);

  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('dark', value), dark);
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: `${SHOTS}/system-notifications-${dark === 'true' ? 'dark' : 'light'}.png`,
      fullPage: true,
    });
  }

  // the company's owner finds it in the bell
  const context = await browser.newContext();
  const owner = await context.newPage();
  await signIn(owner, 'cykel@example.com');
  await owner.getByTestId('notification-bell').click();
  await owner
    .getByRole('dialog', { name: 'Notiser' })
    .getByRole('link', { name: 'Visa alla' })
    .click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Notiser' })).toBeVisible();
  const notice = owner.getByRole('list', { name: 'Notiser' }).getByRole('listitem').first();
  await expect(notice).toContainText(title);
  await expect(notice).toContainText('Fri frakt hela veckan för era kunder.');
  await context.close();

  // a user of another company does not
  const colleague = await apiSignIn(request, 'colleague@example.com');
  const theirs = await request.get('/api/notifications/?limit=50', {
    headers: auth(colleague.key),
  });
  const titles = ((await theirs.json()) as { results: { title: string }[] }).results.map(
    (n) => n.title,
  );
  expect(titles).not.toContain(title);
});

test('a scheduled notice is changed, then deleted after asking', async ({ page, request }) => {
  const inhouse = await apiSignIn(request, 'inhouse@example.com');
  const title = `Utkast ${Date.now()}`;
  const response = await request.post('/api/system-notifications/', {
    headers: auth(inhouse.key),
    data: {
      title,
      type: 'info',
      text: 'Ett utkast.',
      scheduled_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      targets: { everyone: false, roles: ['MasterAccountant'], company_ids: [], firm_ids: [] },
    },
  });
  expect(response.status(), await response.text()).toBe(201);

  await signIn(page, 'inhouse@example.com');
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/system-notifications');
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  const row = rows(page).filter({ hasText: title });
  await expect(row).toContainText('Roles: Partner accountant (MasterAccountant)');
  await row.getByRole('button', { name: `Change ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change system notification' });
  const edited = `${title} (ändrad)`;
  await dialog.getByRole('textbox', { name: 'Title' }).fill(edited);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page).filter({ hasText: 'The system notification is saved.' })).toBeVisible();
  const renamed = rows(page).filter({ hasText: edited });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: `Delete ${edited}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete system notification' });
  await expect(confirm).toContainText(`Delete the system notification “${edited}”?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    toast(page).filter({ hasText: 'The system notification is deleted.' }),
  ).toBeVisible();
  await expect(rows(page).filter({ hasText: title })).toHaveCount(0);
  await expect(page.getByText('No system notifications.')).toBeVisible();
});
