import type { Db } from '../../db/client';
import { seedCatalog } from './catalog';
import { seedFaq } from './faq';
import { seedTerms } from './terms';

/**
 * Reference data every installation has, production included (not demo data): the catalogue's
 * seven working systems, the terms, the FAQ, the invoice number series. Each seeder inserts what
 * is missing and leaves rows that exist alone, so in-house staff's edits survive a restart.
 */
const SEEDERS: ((db: Db) => Promise<void>)[] = [seedCatalog, seedFaq, seedTerms];

export async function seedReferenceData(db: Db): Promise<void> {
  for (const seed of SEEDERS) await seed(db);
}
