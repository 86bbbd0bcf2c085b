import { formatMinor, parseMinor } from '@portal/connectors/money';
import type { FirmPayout, FirmPayoutInput } from '@portal/contracts/schemas/firm-payouts';
import type { AppContext } from '../../context';
import { fieldError, notFound, withDetail } from '../../http/http-error';
import { recordEvent, snapshot } from '../events/events.service';
import type { Scope } from '../tenancy/scope';
import {
  deletePayout,
  findPayout,
  findPayoutView,
  firmExists,
  insertPayout,
  listPayouts,
  markPaid,
  updatePayout,
} from './firm-payouts.repository';
import type { PayoutFilter, PayoutRecord, PayoutView } from './firm-payouts.repository';

const sek = (ore: number) => formatMinor(ore, 'SEK');
const ore = (amount: string) => parseMinor(amount.replace(',', '.'), 'SEK');

function toPayout(view: PayoutView): FirmPayout {
  const p = view.payout;
  const person = (id: number | null, name: string | null, email: string | null) =>
    id === null ? null : { id, name: name ?? email ?? '' };
  return {
    id: p.id,
    firm: p.firmId,
    firm_name: view.firmName,
    status: p.status as FirmPayout['status'],
    invoice_number: p.invoiceNumber,
    amount: sek(p.amount),
    date: p.date,
    paid_date: p.paidDate,
    source: p.source as FirmPayout['source'],
    period: p.period,
    note: p.note,
    created_by: person(p.createdBy, view.createdByName, view.createdByEmail),
    updated_by: person(p.updatedBy, view.updatedByName, view.updatedByEmail),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export async function listFirmPayouts(ctx: AppContext, filter: PayoutFilter) {
  const { count, pending, paid, rows } = await listPayouts(ctx.db, filter);
  return { count, totals: { pending: sek(pending), paid: sek(paid) }, results: rows.map(toPayout) };
}

export async function getFirmPayout(ctx: AppContext, id: number) {
  const view = await findPayoutView(ctx.db, id);
  if (!view) throw notFound();
  return toPayout(view);
}

async function assertFirm(ctx: AppContext, firmId: number | undefined) {
  if (firmId !== undefined && !(await firmExists(ctx.db, firmId)))
    throw fieldError('validation_error', 'firm', 'validation.no_such');
}

const columns = (input: Partial<FirmPayoutInput>) => ({
  ...(input.firm !== undefined ? { firmId: input.firm } : {}),
  ...(input.invoice_number !== undefined ? { invoiceNumber: input.invoice_number } : {}),
  ...(input.amount !== undefined ? { amount: ore(input.amount) } : {}),
  ...(input.date !== undefined ? { date: input.date } : {}),
  ...(input.note !== undefined ? { note: input.note } : {}),
});

/** A payout that was paid is a record of money that left: it is no longer changed or removed. */
async function pendingPayout(ctx: AppContext, id: number): Promise<PayoutRecord> {
  const current = await findPayout(ctx.db, id);
  if (!current) throw notFound();
  if (current.status === 'paid') throw withDetail(409, 'conflict', 'payouts.locked');
  return current;
}

export async function createFirmPayout(ctx: AppContext, scope: Scope, input: FirmPayoutInput) {
  await assertFirm(ctx, input.firm);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertPayout(tx, {
      ...(columns(input) as Required<ReturnType<typeof columns>>),
      source: 'manual',
      createdBy: scope.actorId,
      updatedBy: scope.actorId,
      createdAt: now,
      updatedAt: now,
    });
    await recordEvent(tx, scope, now, {
      entity: 'firm_payout',
      entityId: created.id,
      action: 'created',
      firmId: created.firmId,
      newData: snapshot(created),
    });
    return created;
  });
  return getFirmPayout(ctx, row.id);
}

export async function patchFirmPayout(
  ctx: AppContext,
  scope: Scope,
  id: number,
  patch: Partial<FirmPayoutInput>,
) {
  const current = await pendingPayout(ctx, id);
  await assertFirm(ctx, patch.firm);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await updatePayout(tx, id, {
      ...columns(patch),
      updatedBy: scope.actorId,
      updatedAt: now,
    });
    await recordEvent(tx, scope, now, {
      entity: 'firm_payout',
      entityId: id,
      action: 'updated',
      firmId: row.firmId,
      oldData: snapshot(current),
      newData: snapshot(row),
    });
  });
  return getFirmPayout(ctx, id);
}

/** Pending → paid on the day the money left: not before the payout's date, not after today. */
export async function payFirmPayout(ctx: AppContext, scope: Scope, id: number, paidDate: string) {
  const current = await pendingPayout(ctx, id);
  const now = ctx.clock.now();
  if (paidDate > now.toISOString().slice(0, 10))
    throw fieldError('validation_error', 'paid_date', 'payouts.paid_in_future');
  if (paidDate < current.date)
    throw fieldError('validation_error', 'paid_date', 'payouts.paid_before_date', {
      date: current.date,
    });
  await ctx.db.transaction(async (tx) => {
    const row = await markPaid(tx, id, { paidDate, updatedBy: scope.actorId, updatedAt: now });
    if (!row) throw withDetail(409, 'conflict', 'payouts.locked');
    await recordEvent(tx, scope, now, {
      entity: 'firm_payout',
      entityId: id,
      action: 'paid',
      firmId: row.firmId,
      oldData: snapshot(current),
      newData: snapshot(row),
    });
  });
  return getFirmPayout(ctx, id);
}

export async function deleteFirmPayout(ctx: AppContext, scope: Scope, id: number) {
  const current = await pendingPayout(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await deletePayout(tx, id);
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'firm_payout',
      entityId: id,
      action: 'deleted',
      firmId: current.firmId,
      oldData: snapshot(current),
    });
  });
}
