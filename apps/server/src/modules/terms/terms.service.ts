import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { Terms, TermsVersion } from '@portal/contracts/schemas/terms';
import type { AppContext } from '../../context';
import { notFound } from '../../http/http-error';
import { findTermsVersion, listTermsVersions } from './terms.repository';

/** The versions of the terms, newest (the one in force) first. */
export async function termsVersions(ctx: AppContext): Promise<TermsVersion[]> {
  const rows = await listTermsVersions(ctx.db);
  return rows.map((row, i) => ({
    version: row.version,
    published_at: row.publishedAt.toISOString(),
    current: i === 0,
  }));
}

/** The current terms, or the version asked for, in the caller's language. */
export async function getTerms(
  ctx: AppContext,
  locale: AppLocale,
  version: string | undefined,
): Promise<Terms> {
  const versions = await listTermsVersions(ctx.db);
  const wanted = version ?? versions[0]?.version;
  const row = wanted ? await findTermsVersion(ctx.db, wanted) : undefined;
  if (!row) throw notFound();
  return {
    version: row.version,
    published_at: row.publishedAt.toISOString(),
    locale,
    body: locale === 'en' ? row.bodyEn : row.bodySv,
    current: row.version === versions[0]?.version,
  };
}

/** The version in force, for activation to record (ADR 016); null before any is published. */
export async function currentTermsVersion(ctx: Pick<AppContext, 'db'>): Promise<string | null> {
  const [row] = await listTermsVersions(ctx.db);
  return row?.version ?? null;
}
