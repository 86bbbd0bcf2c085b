// Gzipped size of the JavaScript the browser loads to show the login screen (built app, real server).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from './start-server';

const dist = resolve(import.meta.dirname, '../../apps/web/dist/index.html');
if (!existsSync(dist)) throw new Error('Build the portal first: npm run build -w apps/web');

const server = await startServer(4322);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
try {
  const page = await browser.newPage();
  const scripts: Promise<{ raw: number; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .body()
        .then((body) => ({ raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
    );
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button').first().waitFor();
  const sizes = await Promise.all(scripts);
  const kb = (n: number) => (n / 1024).toFixed(1);
  const raw = sizes.reduce((s, x) => s + x.raw, 0);
  const gzip = sizes.reduce((s, x) => s + x.gzip, 0);
  console.log(`login-js: ${sizes.length} files, ${kb(gzip)} kB gzipped (${kb(raw)} kB raw)`);
} finally {
  await browser.close();
  await server.stop();
}
