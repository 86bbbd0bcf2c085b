import { badRequest, gone, notFound, SendcloudError } from './errors';
import { ok } from './http';
import type { Route, RouteContext, RouteResult } from './http';
import { labelContent } from './label-content';
import { labelPrinterPdf, normalPrinterPdf } from './label-pdf';
import { labelZpl } from './label-zpl';
import { currentStatus } from './model';
import type { ParcelRecord } from './model';

const DAYS = 7;

/** A parcel whose label can be downloaded: announced, not cancelled, not expired. */
function labelled(ctx: RouteContext, id: number): ParcelRecord {
  if (!Number.isInteger(id)) throw notFound('Parcel');
  const parcel = ctx.state.parcel(ctx.account, id);
  if (currentStatus(parcel).statusId === 2000) throw notFound('Label');
  if (ctx.state.labelExpired(parcel))
    throw gone(`The label of parcel ${id} has expired: labels can be downloaded for ${DAYS} days.`);
  return parcel;
}

function idsOf(ctx: RouteContext): number[] {
  const raw = ctx.params.id ?? ctx.query.get('ids') ?? '';
  const ids = raw.split(',').filter(Boolean).map(Number);
  if (ids.length === 0) throw badRequest('ids: This field is required.');
  if (ids.length > 20) throw badRequest('ids: At most 20 parcels at a time.');
  return ids;
}

const pdf = (bytes: Buffer): RouteResult => ({
  status: 200,
  bytes,
  contentType: 'application/pdf',
});

async function labelPrinter(ctx: RouteContext) {
  const parcels = idsOf(ctx).map((id) => labelled(ctx, id));
  return pdf(await labelPrinterPdf(parcels.map((p) => labelContent(p, ctx.state.seed))));
}

async function normalPrinter(ctx: RouteContext) {
  const startFrom = Number(ctx.query.get('start_from') ?? 0);
  if (![0, 1, 2, 3].includes(startFrom)) throw badRequest('start_from: Select a valid choice.');
  const parcels = idsOf(ctx).map((id) => labelled(ctx, id));
  const labels = parcels.map((p) => labelContent(p, ctx.state.seed));
  return pdf(await normalPrinterPdf(labels, startFrom));
}

/**
 * GET /parcels/{id}/documents/label: PDF (A6, 72 dpi) or ZPL (10 × 15 cm, 203 dpi, whatever
 * `dpi` says) by the Accept header.
 */
async function document(ctx: RouteContext): Promise<RouteResult> {
  if (ctx.params.type !== 'label') throw notFound('Document');
  const parcel = labelled(ctx, Number(ctx.params.id));
  const label = labelContent(parcel, ctx.state.seed);
  if (ctx.accept.includes('application/zpl'))
    return { status: 200, bytes: Buffer.from(labelZpl(label)), contentType: 'application/zpl' };
  if (ctx.accept.includes('image/png'))
    throw new SendcloudError(406, 'PNG labels are not available for this carrier.');
  const dpi = ctx.query.get('dpi');
  if (dpi && dpi !== '72') throw badRequest('dpi: PDF documents are 72 dpi.');
  return pdf(await labelPrinterPdf([label]));
}

export const documentRoutes: readonly Route[] = [
  { method: 'GET', path: '/labels/label_printer', handle: labelPrinter },
  { method: 'GET', path: '/labels/label_printer/{id}', handle: labelPrinter },
  { method: 'GET', path: '/labels/normal_printer', handle: normalPrinter },
  { method: 'GET', path: '/labels/normal_printer/{id}', handle: normalPrinter },
  {
    method: 'GET',
    path: '/labels/{id}',
    handle(ctx) {
      const parcel = labelled(ctx, Number(ctx.params.id));
      const base = ctx.base;
      return ok({
        label: {
          normal_printer: [0, 1, 2, 3].map(
            (at) => `${base}/labels/normal_printer/${parcel.id}?start_from=${at}`,
          ),
          label_printer: `${base}/labels/label_printer/${parcel.id}`,
        },
      });
    },
  },
  { method: 'GET', path: '/parcels/{id}/documents/{type}', handle: document },
];
