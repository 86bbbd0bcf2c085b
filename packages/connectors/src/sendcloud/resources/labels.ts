import { ConnectorError } from '../../errors';
import type { LabelDocument, LabelFormat, ProviderShipment } from '../../sdk/shipping';
import type { HttpTransport } from '../../sdk/transport';

const MAX_IDS = 20;

async function bytes(api: HttpTransport, path: string, accept: string, query = {}) {
  const { body } = await api.request<Uint8Array>({
    path,
    query,
    headers: { accept },
    binary: true,
  });
  return Buffer.from(body);
}

/**
 * Every parcel's label as one document. PDF comes whole from Sendcloud's label endpoints
 * (`label_printer`: one A6 page per parcel; `normal_printer`: A4 sheets of four labels, from the
 * top left); ZPL is fetched per parcel (Accept: application/zpl) and concatenated, one
 * `^XA … ^XZ` each. Sendcloud keeps labels for a limited time: an expired one is `not_found`.
 */
export async function labelDocument(
  api: HttpTransport,
  shipment: ProviderShipment,
  format: LabelFormat,
): Promise<LabelDocument> {
  const ids = shipment.parcels.map((parcel) => parcel.id);
  if (ids.length === 0 || ids.length > MAX_IDS)
    throw new ConnectorError(
      'validation',
      `A label takes 1 to ${MAX_IDS} parcels, not ${ids.length}`,
    );
  if (format === 'zpl_10x15') {
    const labels: Buffer[] = [];
    for (const id of ids)
      labels.push(await bytes(api, `parcels/${id}/documents/label`, 'application/zpl'));
    return { format, mime: 'application/zpl', data: Buffer.concat(labels) };
  }
  const data =
    format === 'pdf_a6'
      ? await bytes(api, 'labels/label_printer', 'application/pdf', { ids: ids.join(',') })
      : await bytes(api, 'labels/normal_printer', 'application/pdf', {
          ids: ids.join(','),
          start_from: 0,
        });
  return { format, mime: 'application/pdf', data };
}
