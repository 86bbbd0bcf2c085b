import type { LabelFormat } from '@portal/contracts/schemas/shipments';
import { PDFDocument } from 'pdf-lib';
import type { AppContext } from '../../context';
import type { ShipmentRow } from '../../db/schema/shipments';
import { notFound, withDetail } from '../../http/http-error';
import type { Scope } from '../tenancy/scope';
import { activeCompanyOf } from '../tenancy/scope';
import { providerShipmentOf } from './provider-shipment';
import { settingsOf } from './settings.repository';
import { findLabels, findShown, storeLabel } from './shipments.repository';
import { shippingAppOf } from './shipping-app';
import type { ShippingApp } from './shipping-app';

export const LABEL_MIME: Record<LabelFormat, string> = {
  pdf_a4: 'application/pdf',
  pdf_a6: 'application/pdf',
  zpl_10x15: 'application/zpl',
};

export interface LabelFile {
  mime: string;
  data: Buffer;
  filename: string;
}

const extensionOf = (format: string) => (format === 'zpl_10x15' ? 'zpl' : 'pdf');

/**
 * Fetches a bought shipment's label in a format and keeps it (the aggregator keeps labels only
 * for a while); null when the aggregator could not give it.
 */
export async function fetchLabel(
  ctx: AppContext,
  app: ShippingApp,
  row: ShipmentRow,
  format: LabelFormat,
): Promise<{ mime: string; data: Buffer } | null> {
  try {
    const label = await app.session.label(providerShipmentOf(row), format);
    const stored = { mime: label.mime || LABEL_MIME[format], data: label.data };
    await storeLabel(ctx.db, { shipmentId: row.id, format, ...stored });
    return stored;
  } catch (error) {
    ctx.log.warn({ err: error, shipmentId: row.id, format }, 'label could not be fetched');
    return null;
  }
}

const labelUnavailable = () =>
  withDetail(503, 'server_error', 'shipments.server.label_unavailable');

/** Stored labels of `rows` in a format; those not stored yet are fetched once and kept. */
async function labelsOf(
  ctx: AppContext,
  companyId: number,
  rows: ShipmentRow[],
  format: LabelFormat,
) {
  const found = new Map<number, { mime: string; data: Buffer }>();
  const ids = rows.map((r) => r.id);
  for (const l of await findLabels(ctx.db, ids, format)) {
    found.set(l.shipmentId, { mime: l.mime, data: l.data });
  }
  const absent = rows.filter((r) => !found.has(r.id) && r.status !== 'Cancelled');
  const app = absent.length ? await shippingAppOf(ctx, companyId) : null;
  for (const row of absent) {
    const fetched = app && (await fetchLabel(ctx, app, row, format));
    if (fetched) found.set(row.id, fetched);
  }
  return found;
}

/** One shipment's label: the stored copy, or another format fetched once and stored. */
export async function labelOf(
  ctx: AppContext,
  scope: Scope,
  id: number,
  asked: LabelFormat | undefined,
): Promise<LabelFile> {
  const companyId = activeCompanyOf(scope);
  const [row] = await findShown(ctx.db, companyId, [id]);
  if (!row) throw notFound();
  const format = asked ?? (row.labelFormat as LabelFormat);
  const label = (await labelsOf(ctx, companyId, [row], format)).get(row.id);
  if (!label) throw labelUnavailable();
  const name = row.trackingNumber ?? `shipment-${row.id}`;
  return { ...label, filename: `${name}.${extensionOf(format)}` };
}

/** Every label merged in the order named: one PDF, or ZPL concatenated for a thermal printer. */
export async function printLabels(
  ctx: AppContext,
  scope: Scope,
  input: { ids: number[]; format?: LabelFormat },
): Promise<LabelFile> {
  const companyId = activeCompanyOf(scope);
  const ids = [...new Set(input.ids)];
  const rows = await findShown(ctx.db, companyId, ids);
  if (rows.length !== ids.length) throw notFound();
  const format = input.format ?? ((await settingsOf(ctx.db, companyId)).labelFormat as LabelFormat);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)!);
  const labels = await labelsOf(ctx, companyId, ordered, format);
  const missing = ordered.filter((r) => !labels.has(r.id));
  if (missing.length) {
    throw withDetail(400, 'validation_error', 'shipments.server.labels_missing', {
      shipments: missing.map((r) => r.trackingNumber ?? `#${r.id}`).join(', '),
      format: format.toUpperCase().replace('_', ' '),
    });
  }
  const parts = ordered.map((r) => labels.get(r.id)!.data);
  const filename = `labels-${ctx.clock.now().toISOString().slice(0, 10)}.${extensionOf(format)}`;
  if (format === 'zpl_10x15') {
    const zpl = parts.map((p) => p.toString('utf8').trim()).join('\n');
    return { mime: LABEL_MIME[format], data: Buffer.from(`${zpl}\n`, 'utf8'), filename };
  }
  return { mime: 'application/pdf', data: await mergePdfs(parts), filename };
}

async function mergePdfs(parts: Buffer[]): Promise<Buffer> {
  const merged = await PDFDocument.create();
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}
