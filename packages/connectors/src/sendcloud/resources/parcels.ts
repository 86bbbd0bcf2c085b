import { ConnectorError } from '../../errors';
import type { HttpTransport } from '../../sdk/transport';
import type { SendcloudParcel } from '../mapping/parcel';
import { parcelReference } from '../mapping/parcel';
import { isConnectorError, sendcloudMessage } from '../transport';

interface CreateAnswer {
  parcels?: SendcloudParcel[];
  failed_parcels?: { parcel?: unknown; errors?: unknown }[];
}

const MAX_PARCELS = 20;

/** The parcel with this external reference, or null. */
async function parcelByReference(api: HttpTransport, reference: string) {
  const { body } = await api.request<{ parcels: SendcloudParcel[] }>({
    path: 'parcels',
    query: { external_reference: reference },
  });
  return body.parcels?.[0] ?? null;
}

/** Every parcel bought under a shipment's reference (`ref`, `ref#2`, …), in order. */
export async function parcelsByReference(
  api: HttpTransport,
  reference: string,
): Promise<SendcloudParcel[]> {
  const found: SendcloudParcel[] = [];
  for (let index = 0; index < MAX_PARCELS; index++) {
    const parcel = await parcelByReference(api, parcelReference(reference, index));
    if (!parcel) break;
    found.push(parcel);
  }
  return found;
}

export async function cancelParcel(api: HttpTransport, id: string): Promise<boolean> {
  try {
    // cancelling twice does no harm: the transport may repeat it after a lost answer
    await api.request({ method: 'POST', path: `parcels/${id}/cancel` });
    return true;
  } catch (error) {
    // 400 {"status": "failed"}: the carrier has the parcel, too late to cancel
    if (isConnectorError(error, 'validation')) return false;
    throw error;
  }
}

const describe = (failures: NonNullable<CreateAnswer['failed_parcels']>) =>
  failures.map((failure) => JSON.stringify(failure.errors ?? failure)).join('; ');

/**
 * Announces the parcels in one request. Only a 429 is repeated (nothing was bought); a timeout
 * or 5xx is thrown as `transient` for the caller to look the reference up. A parcel Sendcloud
 * refused in a batch takes the others back: a shipment is bought whole or not at all.
 */
export async function announce(api: HttpTransport, bodies: unknown[]): Promise<SendcloudParcel[]> {
  let answer: CreateAnswer;
  try {
    answer = (
      await api.request<CreateAnswer>({
        method: 'POST',
        path: 'parcels',
        body: { parcels: bodies },
        retry: 'rate_limited',
      })
    ).body;
  } catch (error) {
    if (isConnectorError(error, 'validation'))
      throw new ConnectorError('validation', sendcloudMessage(error as ConnectorError));
    throw error;
  }
  const parcels = answer.parcels ?? [];
  const failed = answer.failed_parcels ?? [];
  if (failed.length > 0 || parcels.length !== bodies.length) {
    for (const parcel of parcels) await cancelParcel(api, String(parcel.id));
    throw new ConnectorError('validation', describe(failed) || 'Sendcloud announced only part');
  }
  return parcels;
}
