import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where the shared folder may be: SHARED_DIR, beside the project root, the machine's own. */
function sharedRoots(): string[] {
  return [
    process.env.SHARED_DIR,
    resolve(import.meta.dirname, '../../../../../shared'),
    '/work/shared',
  ].filter((root): root is string => Boolean(root));
}

/**
 * A shared sample payload (`../shared/fixtures` beside the project root). A missing file is an
 * error, never a skipped test.
 */
export function sharedFixture(...parts: string[]): string {
  const roots = process.env.SHARED_DIR ? [process.env.SHARED_DIR] : sharedRoots();
  for (const root of roots) {
    const path = join(root, 'fixtures', ...parts);
    if (existsSync(path)) return path;
  }
  throw new Error(
    `Shared fixture ${join(...parts)} not found in ${roots.join(', ')}: set SHARED_DIR`,
  );
}
