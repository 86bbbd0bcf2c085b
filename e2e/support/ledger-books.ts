import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiSignIn, auth } from './api';

/*
 * The demo reads Norrsken's books when it starts (issue 16); should they not be there, the
 * shared SIE file is uploaded first, as an accountant would.
 */

function sieFile() {
  const roots = [
    process.env.SHARED_DIR,
    resolve(import.meta.dirname, '../../../shared'),
    '/work/shared',
  ];
  for (const root of roots) {
    const path = root && join(root, 'fixtures', 'sie', 'SIE4_Exempelfil_med_underdim.SE');
    if (path && existsSync(path)) return readFileSync(path);
  }
  throw new Error('the shared SIE fixture is missing: set SHARED_DIR');
}

/** Norrsken's id once its books are read. */
export async function norrskenWithBooks(request: APIRequestContext) {
  const master = await apiSignIn(request, 'master@example.com');
  const headers = auth(master.key);
  interface Company {
    id: number;
    ledger: { status: string; refreshed_at: string | null } | null;
  }
  const find = async () => {
    const res = await request.get('/api/ledger/companies/?search=Norrsken', { headers });
    return ((await res.json()) as { results: Company[] }).results[0]!;
  };
  let company = await find();
  if (!company.ledger) {
    const upload = await request.post(`/api/ledger/sie/?company=${company.id}`, {
      headers,
      multipart: {
        file: { name: 'norrsken.se', mimeType: 'application/octet-stream', buffer: sieFile() },
      },
    });
    expect(upload.status(), await upload.text()).toBeLessThan(300);
  }
  await expect
    .poll(async () => (company = await find()).ledger?.refreshed_at ?? null, { timeout: 150_000 })
    .not.toBeNull();
  return { id: company.id, key: master.key };
}
