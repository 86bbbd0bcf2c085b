import { expect, test } from '@playwright/test';
import { signIn } from '../support/ui';

/**
 * The portal runs under its Content-Security-Policy: the page's headers forbid others' and
 * inline scripts and framing by other sites, and no screen the demo opens trips the policy.
 */
test('the portal works under its content security policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load (CSP): ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const login = await page.goto('/');
  const headers = login!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');

  // the stored theme still applies before the first paint (the script is a file now)
  await page.evaluate(() => localStorage.setItem('dark', 'true'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await signIn(page, 'owner@example.com');
  for (const path of ['/profile', '/report', '/notifications', '/invite-users']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(violations).toEqual([]);
});
