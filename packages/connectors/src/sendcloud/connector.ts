import { ConnectorError } from '../errors';
import type { ConnectionSettings, ConnectorRuntime } from '../sdk/connector';
import type {
  ProviderShipment,
  ShipmentRequest,
  ShippingConnector,
  ShippingSession,
} from '../sdk/shipping';
import { shipmentProblems } from './check';
import { sendcloudCredentials } from './credentials';
import { toService, toServicePoint } from './mapping/catalog';
import { countryOf, toProviderShipment, toSendcloudParcels } from './mapping/parcel';
import { pricing, servicePoints, shippingMethods } from './resources/catalog';
import { labelDocument } from './resources/labels';
import { announce, cancelParcel, parcelsByReference } from './resources/parcels';
import { trackingEvents } from './resources/tracking';
import { isConnectorError, ping, sendcloudTransports } from './transport';
import type { SendcloudTransports } from './transport';
import { sendcloudWebhooks } from './webhooks';

/** The integration's transports: HTTP Basic, the runtime's budget and log. */
function openTransports(settings: ConnectionSettings, runtime: ConnectorRuntime = {}) {
  const { public_key: publicKey, secret_key: secretKey } = settings.credentials;
  if (!publicKey || !secretKey)
    throw new ConnectorError('auth', 'Sendcloud needs the integration’s public and secret key');
  return sendcloudTransports(
    { baseUrl: settings.baseUrl, publicKey, secretKey },
    {
      budget: runtime.budget,
      log: runtime.log,
      timeoutMs: runtime.timeoutMs,
      retries: runtime.retries,
      sleep: runtime.sleep,
    },
  );
}

async function findByReference(
  transports: SendcloudTransports,
  reference: string,
): Promise<ProviderShipment | null> {
  const parcels = await parcelsByReference(transports.api, reference);
  if (parcels.length === 0) return null;
  const first = parcels[0]!;
  const price = await pricing(transports.api, String(first.shipment.id), countryOf(first));
  return toProviderShipment(reference, parcels, price);
}

/**
 * Buys the labels once. Sendcloud keeps external references unique: a create repeated after a
 * lost answer is refused, and then answers what the first one bought.
 */
async function create(
  transports: SendcloudTransports,
  request: ShipmentRequest,
): Promise<ProviderShipment> {
  try {
    const parcels = await announce(transports.api, toSendcloudParcels(request));
    const price = await pricing(transports.api, request.serviceId, request.receiver.country);
    return toProviderShipment(request.externalReference, parcels, price);
  } catch (error) {
    if (isConnectorError(error, 'validation') && /external.?reference/i.test(String(error))) {
      const bought = await findByReference(transports, request.externalReference);
      if (bought && bought.parcels.every((p) => p.state !== 'Cancelled')) return bought;
    }
    throw error;
  }
}

/** Cancels every parcel; false when the carrier has one already (it stays as it is). */
async function cancel(transports: SendcloudTransports, shipment: ProviderShipment) {
  let all = true;
  for (const parcel of shipment.parcels) {
    if (parcel.state === 'Cancelled') continue;
    if (!(await cancelParcel(transports.api, parcel.id))) all = false;
  }
  return all;
}

function openSession(settings: ConnectionSettings, runtime: ConnectorRuntime): ShippingSession {
  const transports = openTransports(settings, runtime);
  const { api } = transports;
  return {
    test: () => ping(api),
    services: async (toCountry) =>
      (await shippingMethods(api, { toCountry })).map((method) => toService(method, toCountry)),
    servicePoints: async (query) =>
      (await servicePoints(transports.servicePoints, query)).map(toServicePoint),
    check: (request) => shipmentProblems(transports, request),
    create: (request) => create(transports, request),
    findByReference: (reference) => findByReference(transports, reference),
    cancel: (shipment) => cancel(transports, shipment),
    label: (shipment, format) => labelDocument(api, shipment, format),
    tracking: (shipment) => trackingEvents(api, shipment),
  };
}

/**
 * Sendcloud, Shipping API v2 (ADR 042): one integration books PostNord, DHL, Bring, Budbee and
 * DB Schenker. Sendcloud allows 1,000 GET and 100 other requests a minute with bursts of 15 a
 * second; a bucket of 15 regaining 5 a second stays under both for the few requests a shipment
 * takes, and a 429 is waited out by the transport all the same.
 */
export const sendcloudConnector: ShippingConnector = {
  id: 'sendcloud',
  name: 'Sendcloud',
  kind: 'shipping',
  credentials: sendcloudCredentials,
  rateLimit: { capacity: 15, perSecond: 5 },
  defaultBaseUrl: 'https://panel.sendcloud.sc/api/v2',
  open: (settings, runtime = {}) => openSession(settings, runtime),
  webhooks: sendcloudWebhooks,
  console: {
    resources: {
      parcels: 'parcels/{id}',
      parcel_by_reference: 'parcels?external_reference={id}',
      shipping_methods: 'shipping_methods',
      tracking: 'tracking/{id}',
    },
    api: (settings, runtime) => openTransports(settings, runtime).api,
  },
};
