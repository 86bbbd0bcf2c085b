import { formatMinor } from '@portal/connectors/money';
import { stockholmDay } from '@portal/contracts/dates';
import type { KickbackGlance } from '@portal/contracts/schemas/firm-overview';
import {
  AFFILIATE_RATES,
  ratePercent,
  type KickbackLine,
  type KickbackMonth,
  type KickbackSummary,
} from '@portal/contracts/schemas/kickbacks';
import type { Db } from '../../db/client';
import { notFound } from '../../http/http-error';
import { seesClient } from '../firm-work/firm-scope';
import type { FirmScope } from '../firm-work/firm-scope';
import {
  firmAgreement,
  kickbackLinePage,
  kickbackMonths,
  kickbackTotals,
  kickbackYears,
} from './kickback-views.repository';
import type { LineFilter, LineRow, MonthFilter, MonthRow } from './kickback-views.repository';

const sek = (ore: number) => formatMinor(Number(ore), 'SEK');

export const thisYear = (now: Date) => Number(stockholmDay(now).slice(0, 4));

async function agreementOf(db: Db, firmId: number) {
  const firm = await firmAgreement(db, firmId);
  if (!firm) throw notFound();
  return firm;
}

async function totalsOf(db: Db, firmId: number, year: number) {
  const totals = await kickbackTotals(db, firmId, year);
  return {
    year,
    earned: sek(totals.earned),
    paid: sek(totals.paid),
    pending: sek(totals.pending),
    outstanding: sek(totals.outstanding),
  };
}

/** The firm's agreement and a year in sums (ADR 035): the year asked for, else the newest. */
export async function kickbackSummary(
  db: Db,
  firmId: number,
  asked: number | undefined,
  now: Date,
): Promise<KickbackSummary> {
  const firm = await agreementOf(db, firmId);
  const current = thisYear(now);
  const withLines = await kickbackYears(db, firmId);
  const years = [...new Set([current, ...withLines])].sort((a, b) => b - a);
  const year = asked ?? withLines.find((y) => y <= current) ?? current;
  const rate = firm.affiliate_type ? AFFILIATE_RATES[firm.affiliate_type][firm.tier] : null;
  return {
    firm: {
      id: firm.id,
      name: firm.name,
      affiliate_type: firm.affiliate_type,
      tier: firm.tier,
      rate_percent: rate === null ? null : ratePercent(rate),
    },
    totals: await totalsOf(db, firmId, year),
    years,
  };
}

/** The kickbacks in the overview and on the partner dashboard. */
export async function kickbackGlance(
  db: Db,
  firmId: number,
  year: number,
): Promise<KickbackGlance> {
  const firm = await agreementOf(db, firmId);
  return {
    affiliate_type: firm.affiliate_type,
    tier: firm.tier,
    ...(await totalsOf(db, firmId, year)),
  };
}

function toMonth(row: MonthRow): KickbackMonth {
  return {
    period: row.period,
    affiliate_type: row.affiliate_type,
    invoices: Number(row.invoices),
    invoice_net: sek(row.invoice_net),
    amount: sek(row.amount),
    payout:
      row.payout_id === null
        ? null
        : {
            id: row.payout_id,
            status: row.payout_status!,
            amount: sek(row.payout_amount ?? 0),
            date: row.payout_date!,
            paid_date: row.payout_paid_date,
          },
    outstanding: sek(row.outstanding),
  };
}

export async function listKickbackMonths(db: Db, firmId: number, filter: MonthFilter) {
  const { count, rows } = await kickbackMonths(db, firmId, filter);
  return { count, results: rows.map(toMonth) };
}

function toLine(row: LineRow): KickbackLine {
  return {
    id: row.id,
    period: row.period,
    company_id: row.company_id,
    company: row.company,
    invoice_id: row.invoice_id,
    invoice_number: Number(row.invoice_number),
    pay_date: row.pay_date,
    invoice_net: sek(row.invoice_net),
    affiliate_type: row.affiliate_type,
    tier: row.tier,
    rate_percent: ratePercent(row.rate_basis_points),
    amount: sek(row.amount),
    late: Boolean(row.late),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * The lines of the clients the person sees: a master accountant every line of the firm, a
 * partner those of their assigned clients. A client outside that is not found.
 */
export async function listKickbackLines(
  db: Db,
  firm: FirmScope & { allClients: boolean },
  filter: Omit<LineFilter, 'companyIds'>,
) {
  if (filter.company !== undefined && !seesClient(firm, filter.company)) throw notFound();
  const { count, rows } = await kickbackLinePage(db, firm.firmId, {
    ...filter,
    companyIds: firm.allClients ? null : firm.clientIds,
  });
  return { count, results: rows.map(toLine) };
}
