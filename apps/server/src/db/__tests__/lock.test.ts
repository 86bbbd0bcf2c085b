import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { acquireDataDirLock, DataDirInUseError } from '../lock';

let dir: string;
let sleeper: ChildProcess;

beforeAll(() => {
  // a live process that is not us, to stand for another portal holding the lock
  sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
});
afterAll(() => {
  sleeper.kill();
});
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
});

const lockFile = () => path.join(dir, 'portal.lock');

describe('data directory lock', () => {
  it('writes our pid and removes the file on release', () => {
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses while another live process holds it, naming its pid', () => {
    fs.writeFileSync(lockFile(), String(sleeper.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `is in use by another portal process (pid ${sleeper.pid}). Stop it or set DATA_DIR to another folder.`,
    );
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(sleeper.pid));
  });

  it('takes over a lock left by a dead process', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    fs.writeFileSync(lockFile(), String(dead));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('refuses a second PGlite opener in the same process until the first closes', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DataDirInUseError);
    await first.close();
    expect(fs.existsSync(lockFile())).toBe(false);
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    await again.close();
  });

  it('makes a second server exit non-zero with a clear message', () => {
    fs.writeFileSync(lockFile(), String(sleeper.pid));
    const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '3997', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`is in use by another portal process (pid ${sleeper.pid})`);
  });
});
