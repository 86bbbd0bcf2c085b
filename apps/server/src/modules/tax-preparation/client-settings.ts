import type { Db } from '../../db/client';
import { DEFAULT_TAX_SETTINGS } from './periods';
import type { TaxSettings } from './periods';
import { settingsOfClients } from './tax-preparation.repository';

export interface KeptSettings extends TaxSettings {
  updatedAt: Date | null;
}

/** Each client's settings, the defaults (quarterly VAT, calendar year) where none are kept. */
export async function taxSettingsOf(
  db: Db,
  firmId: number,
  companyIds: number[],
): Promise<Map<number, KeptSettings>> {
  const rows = await settingsOfClients(db, firmId, companyIds);
  const settings = new Map<number, KeptSettings>();
  for (const companyId of companyIds) {
    const row = rows.find((r) => r.companyId === companyId);
    settings.set(
      companyId,
      row
        ? {
            vatFrequency: row.vatFrequency as TaxSettings['vatFrequency'],
            fiscalYearEndMonth: row.fiscalYearEndMonth,
            updatedAt: row.updatedAt,
          }
        : { ...DEFAULT_TAX_SETTINGS, updatedAt: null },
    );
  }
  return settings;
}

/** The month a client's fiscal year ends with (12 unless the firm set another). */
export async function fiscalYearEndOf(db: Db, firmId: number, companyId: number) {
  return (await taxSettingsOf(db, firmId, [companyId])).get(companyId)!.fiscalYearEndMonth;
}
