import { badRequest, errorCodes } from '../errors';
import { amount, text } from '../http';
import { roundAmount, sumOre } from '../money';
import { financialYearFor, type Tenant, type VoucherRow } from '../state';

export const maxVoucherRows = 500;

export interface VoucherInput {
  VoucherSeries: string;
  TransactionDate: string;
  Description: string;
  Comments: string;
  ReferenceNumber: string;
  ReferenceType: string;
  CostCenter: string;
  Project: string;
  yearId: number;
  rows: VoucherRow[];
}

/** Checks a posted voucher the way Fortnox does before it takes a number. */
export function parseVoucher(
  tenant: Tenant,
  raw: Record<string, unknown>,
  financialYearParam: string | null,
): VoucherInput {
  const series = text(raw.VoucherSeries);
  const date = text(raw.TransactionDate);
  if (series === '') throw badRequest(errorCodes.missingField, 'Verifikationsserie saknas.');
  if (!tenant.voucherSeries.some((s) => s.Code === series)) {
    throw badRequest(errorCodes.voucherSeriesNotFound, `Verifikationsserien ${series} finns inte.`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw badRequest(errorCodes.missingField, 'Ogiltigt eller saknat transaktionsdatum.');
  }
  if (tenant.lockedUntil !== null && date <= tenant.lockedUntil) {
    throw badRequest(
      errorCodes.lockedPeriod,
      `Perioden till och med ${tenant.lockedUntil} är låst.`,
    );
  }
  const year = financialYearFor(tenant, date);
  if (!year || (financialYearParam !== null && String(year.Id) !== financialYearParam)) {
    throw badRequest(
      errorCodes.outsideFinancialYear,
      `Datumet ${date} ligger inte inom något räkenskapsår.`,
    );
  }
  const rawRows = Array.isArray(raw.VoucherRows) ? (raw.VoucherRows as unknown[]) : [];
  if (rawRows.length < 2) {
    throw badRequest(errorCodes.missingField, 'En verifikation måste ha minst två rader.');
  }
  if (rawRows.length > maxVoucherRows) {
    throw badRequest(
      errorCodes.tooManyRows,
      `En verifikation får ha högst ${maxVoucherRows} rader.`,
    );
  }
  const rows = rawRows.map((row) => parseRow(tenant, row));
  const debit = sumOre(rows.map((row) => row.Debit));
  const credit = sumOre(rows.map((row) => row.Credit));
  if (debit !== credit) {
    throw badRequest(errorCodes.unbalancedVoucher, 'Verifikationen är inte i balans.');
  }
  return {
    VoucherSeries: series,
    TransactionDate: date,
    Description: text(raw.Description),
    Comments: text(raw.Comments),
    ReferenceNumber: text(raw.ReferenceNumber),
    ReferenceType: text(raw.ReferenceType, 'MANUAL'),
    CostCenter: text(raw.CostCenter),
    Project: text(raw.Project),
    yearId: year.Id,
    rows,
  };
}

function parseRow(tenant: Tenant, raw: unknown): VoucherRow {
  const row = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const account = Number(row.Account);
  const entry = tenant.accounts.get(account);
  if (!entry) {
    throw badRequest(
      errorCodes.accountNotFound,
      `Kontot ${text(row.Account)} finns inte i kontoplanen.`,
    );
  }
  if (!entry.Active) {
    throw badRequest(errorCodes.inactiveAccount, `Kontot ${account} är inaktivt.`);
  }
  const debit = roundAmount(amount(row.Debit));
  const credit = roundAmount(amount(row.Credit));
  if (!Number.isFinite(debit) || !Number.isFinite(credit) || debit < 0 || credit < 0) {
    throw badRequest(errorCodes.invalidParameter, 'Ogiltigt belopp på verifikationsrad.');
  }
  return {
    Account: account,
    Debit: debit,
    Credit: credit,
    Description: text(row.Description, entry.Description),
    TransactionInformation: text(row.TransactionInformation),
    CostCenter: text(row.CostCenter),
    Project: text(row.Project),
    Removed: false,
  };
}
