import { expect, test } from '@playwright/test';
import { apiSignIn, auth } from '../support/api';
import { signIn, toast } from '../support/ui';

/** SPEC §9: in-house staff write a custom rule, try it on sample data, save and delete it. */
test('in-house staff create a custom rule, try it, see why a looping rule fails, and delete it', async ({
  page,
}) => {
  const marker = `e2e-${Date.now()}`;
  const salesAccount = `// ${marker}
function rule(data) {
  console.log('rows', data.rows.length);
  data.rows = data.rows.map((row) => (row.account === 3001 ? { ...row, account: 3051 } : row));
  return data;
}`;

  await signIn(page, 'inhouse@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Anpassade regler' }).click();
  await expect(page).toHaveURL(/\/custom-rules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anpassade regler' })).toBeVisible();

  await page.getByRole('button', { name: 'Ny regel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny regel' });
  await expect(dialog.getByRole('combobox', { name: 'Ingångspunkt' })).toHaveValue(
    /^e7 – när verifikationsdata byggts/,
  );
  const code = dialog.getByRole('textbox', { name: /^Kod/ });

  // a looping rule is stopped, and the screen says why
  await code.fill('function rule(data) { while (true) {} }');
  await dialog.getByRole('button', { name: 'Kör' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Regeln misslyckades');
  await expect(dialog.getByRole('alert')).toContainText(
    'Regeln körde längre än 50 ms och stoppades.',
  );

  // the real rule runs on the sample voucher: the sales row moves to account 3051
  await code.fill(salesAccount);
  await dialog.getByRole('button', { name: 'Kör' }).click();
  await expect(dialog.getByText(/Regeln kördes på/)).toBeVisible();
  await expect(dialog.getByTestId('rule-output')).toContainText('"account": 3051');
  await expect(dialog.getByText('rows 3')).toBeVisible();

  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(toast(page).filter({ hasText: 'Regeln har skapats.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const searched = page.waitForResponse(
    (response) => response.url().includes('/api/custom-rules/') && response.url().includes(marker),
  );
  await page.getByRole('searchbox', { name: 'Sök i koden' }).fill(marker);
  await searched;
  const rows = page.getByRole('row').filter({ hasText: 'e7 – när verifikationsdata byggts' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Alla appar');
  await expect(rows.first()).toContainText('Ja');

  await rows
    .first()
    .getByRole('button', { name: /^Ta bort regel/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort regel' });
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(toast(page).filter({ hasText: 'Regeln har tagits bort.' })).toBeVisible();
  await expect(page.getByText('Inga regler.')).toBeVisible();
});

/** Issue 14: a rule keeps its versions; it is tried on a real booked document, before and after. */
test('in-house staff try a rule on a real booked document and put back an earlier version', async ({
  page,
  request,
}) => {
  const marker = `e2e-versions-${Date.now()}`;
  const { key } = await apiSignIn(request, 'inhouse@example.com');
  const first = `// ${marker}
function rule(data) {
  data.rows = data.rows.map((row) => (row.account === '3001' ? { ...row, account: '3051' } : row));
  return data;
}`;
  const created = await request.post('/api/custom-rules/', {
    headers: auth(key),
    data: { code: first, entry_point: 'e7', app_name: null, accounting_name: 'sie', active: false },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const changed = await request.patch(`/api/custom-rules/${id}/`, {
    headers: auth(key),
    data: { code: `// ${marker} v2\nfunction rule(data) { return data; }` },
  });
  expect(changed.status()).toBe(200);

  // the demo's engine books its first vouchers within a minute of starting
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get('/api/custom-rules/documents/', { headers: auth(key) })
          ).json()) as unknown[]
        ).length,
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);

  await signIn(page, 'inhouse@example.com');
  await page.goto('/custom-rules');
  await page.getByRole('searchbox', { name: 'Sök i koden' }).fill(marker);
  await page.getByRole('button', { name: `Redigera regel ${id}` }).click();
  const dialog = page.getByRole('dialog');
  const versions = dialog.getByTestId('rule-versions');
  await expect(versions.getByRole('row')).toHaveCount(3);
  await expect(versions).toContainText('Aktuell');

  // a real voucher the engine booked is the input; the rule's change shows beside it
  await dialog.getByRole('combobox', { name: 'Prova på ett riktigt element' }).click();
  await page.getByRole('option').first().click();
  await expect(dialog.getByRole('textbox', { name: 'Indata (JSON)' })).toHaveValue(/"rows"/);
  await dialog.getByRole('button', { name: 'Kör' }).click();
  await expect(dialog.getByText('Före', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Efter', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('rule-output')).toContainText('"rows"');

  await versions.getByRole('button', { name: 'Återställ version 1' }).click();
  await page
    .getByRole('dialog', { name: 'Återställ versionen?' })
    .getByRole('button', { name: 'Återställ' })
    .click();
  await expect(
    toast(page).filter({ hasText: 'Regeln är återställd till version 1.' }),
  ).toBeVisible();
  const after = await request.get(`/api/custom-rules/${id}/versions/`, { headers: auth(key) });
  const list = (await after.json()) as { version: number; code: string }[];
  expect(list.map((v) => v.version)).toEqual([3, 2, 1]);
  expect(list[0]!.code).toBe(first);
  await request.delete(`/api/custom-rules/${id}/`, { headers: auth(key) });
});
