// `npm start`: install, build the portal, then migrate, seed demo data and serve portal + API on one port.
import { spawn } from 'node:child_process';
import { ensureInstalled, root, run } from './ensure-installed.mjs';

ensureInstalled();

console.log('Building the portal…');
if (run('npm', ['run', 'build', '-w', 'apps/web']) !== 0) process.exit(1);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
