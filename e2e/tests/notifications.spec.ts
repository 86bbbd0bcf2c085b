import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, auth, createUser } from '../support/api';
import { seriousViolations } from '../support/axe';
import { signIn, toast } from '../support/ui';

// Preferences, e-mail and delivery exactly once are tested in the server's notifications and
// system-notifications tests; here the inbox as a user sees it, in the bell and on /notifications.
const SHOTS = '/tmp/notif-shots';
const WELCOME = 'Välkommen till Bokföringsportalen';

const bell = (page: Page) => page.getByTestId('notification-bell');
const popover = (page: Page) => page.getByRole('dialog', { name: 'Notiser' });
/** Mantine keeps the radios and switches themselves out of sight: a user clicks what is drawn */
const segment = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Visa' }).locator('label').filter({ hasText: name });
const track = (page: Page, name: string) =>
  page.locator('label').filter({ has: page.getByRole('switch', { name, exact: true }) });

async function setTheme(page: Page, dark: boolean) {
  await page.evaluate((value) => localStorage.setItem('dark', value), String(dark));
  await page.reload();
}

test('the bell opens the latest notifications, and the inbox reads, filters and deletes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A new account gets a welcome notification on activation.
  const { email, password } = await createUser(request, 'notices');
  await signIn(page, email, password);
  await expect(bell(page)).toHaveAccessibleName(/1 olästa/);

  // keyboard: Enter opens, Escape closes and focus returns to the bell, Space opens again
  await bell(page).focus();
  await page.keyboard.press('Enter');
  await expect(popover(page)).toBeVisible();
  await expect(popover(page)).toContainText('1 olästa');
  const item = popover(page).getByTestId('popover-notification').filter({ hasText: WELCOME });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item.getByRole('img', { name: 'Konto' })).toBeVisible();
  await expect(item).toContainText(/nu|sekund|minut/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/bell-popover-light.png` });
  await page.keyboard.press('Escape');
  await expect(popover(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(popover(page)).toBeVisible();

  // a click marks it read and follows its link
  await item.click();
  await expect(page).toHaveURL(/\/app-catalogue$/);
  await expect(bell(page)).toHaveAccessibleName(/0 olästa/);
  await bell(page).click();
  await expect(item).not.toHaveAttribute('data-unread');
  await popover(page).getByRole('link', { name: 'Visa alla' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notiser' })).toBeVisible();
  await expect(popover(page)).toBeHidden();

  // the inbox: unread again, the Unread view, the kind filter, all read
  const list = page.getByRole('list', { name: 'Notiser', exact: true });
  const welcome = list.getByRole('listitem').filter({ hasText: WELCOME });
  await expect(welcome.getByRole('link', { name: `Öppna: ${WELCOME}` })).toHaveAttribute(
    'href',
    '/app-catalogue',
  );
  await welcome.getByRole('button', { name: `Markera som oläst: ${WELCOME}` }).click();
  await expect(welcome.getByText('Oläst', { exact: true })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(/1 olästa/);
  await segment(page, 'Olästa').click();
  await expect(welcome).toBeVisible();
  await page.getByRole('combobox', { name: 'Typ' }).click();
  await page.getByRole('option', { name: 'Systemnotiser' }).click();
  await expect(page.getByText('Du har inga olästa notiser.')).toBeVisible();
  await segment(page, 'Alla').click();
  await expect(page.getByText('Inga notiser av den här typen.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Typ' }).click();
  await page.getByRole('option', { name: 'Konto' }).click();
  await expect(welcome).toBeVisible();
  await page.getByRole('button', { name: 'Markera alla som lästa' }).click();
  await expect(
    toast(page).filter({ hasText: 'Alla notiser är markerade som lästa.' }),
  ).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(/0 olästa/);
  await expect(welcome.getByText('Oläst', { exact: true })).toHaveCount(0);

  for (const dark of [false, true]) {
    await setTheme(page, dark);
    await expect(list.getByRole('listitem').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/notifications-${dark ? 'dark' : 'light'}.png` });
  }
  await bell(page).click();
  await expect(popover(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/bell-popover-dark.png` });
  await page.keyboard.press('Escape');
  await setTheme(page, false);

  // deleting asks first
  await welcome.getByRole('button', { name: `Ta bort: ${WELCOME}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort notis' });
  await expect(confirm).toContainText(`Ta bort notisen ”${WELCOME}”?`);
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(toast(page).filter({ hasText: 'Notisen är borttagen.' })).toBeVisible();
  await expect(page.getByText('Du har inga notiser.')).toBeVisible();
});

test('a scheduled system notification reaches the inbox at its time, not before', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { email, password } = await createUser(request, 'scheduled');
  const owner = await apiSignIn(request, email, password);
  const me = await request.get('/api/users/me/', { headers: auth(owner.key) });
  const companyId = ((await me.json()) as { companies: { id: number }[] }).companies[0]!.id;

  await signIn(page, email, password);
  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'Notiser', exact: true });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  // in-house staff schedule it 20 seconds ahead for the owners of the new company
  const inhouse = await apiSignIn(request, 'inhouse@example.com');
  const title = `Underhåll i kväll ${Date.now()}`;
  const at = Date.now() + 20_000;
  const created = await request.post('/api/system-notifications/', {
    headers: auth(inhouse.key),
    data: {
      title,
      type: 'warning',
      text: 'Portalen startas om kl. 22.',
      scheduled_at: new Date(at).toISOString(),
      targets: { everyone: false, roles: [], company_ids: [companyId], firm_ids: [] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // before its time: neither the bell nor the inbox has it
  await page.reload();
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await bell(page).click();
  await expect(popover(page).getByTestId('popover-notification').first()).toBeVisible();
  const early = await popover(page).textContent();
  const listed = await list.textContent();
  expect(Date.now()).toBeLessThan(at);
  expect(early).not.toContain(title);
  expect(listed).not.toContain(title);
  await page.keyboard.press('Escape');

  // the inbox is asked, as the screen does, until it has it: never before its time
  await expect
    .poll(
      async () => {
        const inbox = await request.get('/api/notifications/?kind=system', {
          headers: auth(owner.key),
        });
        const body = (await inbox.json()) as { results: { title: string }[] };
        return body.results.some((n) => n.title === title);
      },
      { timeout: 75_000, intervals: [2_000] },
    )
    .toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(at);
  await page.reload();
  const notice = list.getByRole('listitem').filter({ hasText: title });
  await expect(notice).toContainText('Portalen startas om kl. 22.', { timeout: 30_000 });
  await expect(notice.getByRole('img', { name: 'Systemnotiser' })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(/[1-9]\d* olästa/);
  await bell(page).click();
  await expect(
    popover(page).getByTestId('popover-notification').filter({ hasText: title }),
  ).toHaveAttribute('data-unread', 'true');
});

test('the notification settings matrix saves each switch at once', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { email, password } = await createUser(request, 'matrix');
  await signIn(page, email, password);
  await page.goto('/profile');
  const matrix = page.getByTestId('notification-matrix');
  // an owner's kinds; payouts and FAQ questions never reach an owner
  await expect(matrix.getByRole('rowheader')).toHaveText(
    ['Synkfel', 'Meddelanden', 'Att göra', 'Systemnotiser'],
    { timeout: 30_000 },
  );
  const systemMail = matrix.getByRole('switch', { name: 'Systemnotiser: Via e-post' });
  const todosInApp = matrix.getByRole('switch', { name: 'Att göra: I portalen' });
  await expect(systemMail).not.toBeChecked();
  await expect(todosInApp).toBeChecked();
  await track(page, 'Systemnotiser: Via e-post').click();
  await expect(toast(page).filter({ hasText: 'Notisinställningarna har sparats.' })).toBeVisible();
  await track(page, 'Att göra: I portalen').click();
  await expect(todosInApp).not.toBeChecked();
  await page.reload();
  await expect(systemMail).toBeChecked();
  await expect(todosInApp).not.toBeChecked();
  const session = await apiSignIn(request, email, password);
  const me = await request.get('/api/users/me/', { headers: auth(session.key) });
  expect(((await me.json()) as { notification_settings: object }).notification_settings).toEqual(
    expect.objectContaining({ email_system: true, in_app_todos: false, in_app_system: true }),
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/profile-matrix-light.png`, fullPage: true });
  await setTheme(page, true);
  await expect(systemMail).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/profile-matrix-dark.png`, fullPage: true });
});
