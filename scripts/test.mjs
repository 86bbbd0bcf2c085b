// `npm test`: install what is needed (npm packages; Debian's chromium when missing and root),
// then lint, format check, typecheck, unit, API and browser tests. Prints one closing count line.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled, run } from './ensure-installed.mjs';

ensureInstalled();

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium).`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  if (run('apt-get', ['update']) !== 0 || run('apt-get', ['install', '-y', 'chromium']) !== 0) {
    console.error('Could not install chromium');
    process.exit(1);
  }
}

const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const vitestJson = (name) => [
  `--reporter=default`,
  `--reporter=json`,
  `--outputFile.json=${join(reports, name + '.json')}`,
];

const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']],
  ['contracts', 'npm', ['test', '-w', 'packages/contracts', '--', ...vitestJson('contracts')]],
  ['connectors', 'npm', ['test', '-w', 'packages/connectors', '--', ...vitestJson('connectors')]],
  ['simulators', 'npm', ['test', '-w', 'packages/simulators', '--', ...vitestJson('simulators')]],
  ['web', 'npm', ['test', '-w', 'apps/web', '--', ...vitestJson('web')]],
  ['server', 'npm', ['test', '-w', 'apps/server', '--', ...vitestJson('server')]],
  ['build', 'npm', ['run', 'build', '-w', 'apps/web']],
  ['e2e', 'npm', ['test', '-w', 'e2e'], { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') }],
];

for (const [name, command, args, env] of steps) {
  console.log(`\n▶ ${name}`);
  if (run(command, args, { env: { ...process.env, ...env } }) !== 0) {
    console.error(`\n✖ ${name} failed`);
    summarize();
    process.exit(1);
  }
}
summarize();

function summarize() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const name of ['contracts', 'connectors', 'simulators', 'web', 'server']) {
    const file = join(reports, name + '.json');
    if (!existsSync(file)) continue;
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  }
  const e2e = join(reports, 'e2e.json');
  if (existsSync(e2e)) {
    const s = JSON.parse(readFileSync(e2e, 'utf8')).stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    skipped += s.skipped;
  }
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
}
