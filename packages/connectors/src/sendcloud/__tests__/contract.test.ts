import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSendcloudSimulator, DEFAULT_ACCOUNT } from '@portal/simulators/sendcloud/server';
import type { CarrierStep, WebhookDelivery } from '../../testing/shipping-contract';
import { shippingContract } from '../../testing/shipping-contract';
import { sendcloudConnector } from '../connector';

/** Sendcloud's status for each step of the carrier's journey. */
const STATUS: Record<CarrierStep, number> = { handed_over: 22, in_transit: 5, delivered: 11 };

/** A webhook endpoint on 127.0.0.1 that keeps every delivery as it came. */
async function webhookReceiver() {
  const received: WebhookDelivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
      );
      received.push({ headers, rawBody: Buffer.concat(chunks) });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/sendcloud`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

shippingContract({
  connector: sendcloudConnector,
  async start() {
    const sim = await createSendcloudSimulator({ seed: 11, retryAfterSeconds: 0 });
    const receiver = await webhookReceiver();
    sim.state.setWebhook(DEFAULT_ACCOUNT.publicKey, receiver.url);
    return {
      settings: {
        baseUrl: sim.url,
        credentials: {
          public_key: DEFAULT_ACCOUNT.publicKey,
          secret_key: DEFAULT_ACCOUNT.secretKey,
        },
      },
      faults: sim.faults,
      refuseNextPurchase: (message) => sim.state.faults.refuseNextPurchase(message),
      loseNextPurchase: () => sim.state.faults.loseNextPurchase('server_error'),
      advance(parcelId, step) {
        sim.state.advanceClock(3_600_000);
        sim.state.advance(Number(parcelId), STATUS[step]);
      },
      async webhooks() {
        await sim.state.flushWebhooks();
        return receiver.received;
      },
      parcelCount: () => sim.state.parcels(DEFAULT_ACCOUNT.publicKey).length,
      requests: sim.requests,
      async close() {
        await sim.close();
        await receiver.close();
      },
    };
  },
  cases: {
    request: (externalReference) => ({
      externalReference,
      orderNumber: '10045678',
      serviceId: '1102',
      receiver: {
        name: 'Anna Andersson',
        address1: 'Hornsgatan 12',
        postalCode: '118 51',
        city: 'Stockholm',
        country: 'SE',
        email: 'anna@example.se',
        phone: '+46701234567',
      },
      parcels: [
        {
          weightGrams: 1_200,
          items: [{ description: 'Yllesockor', sku: 'SOCK-1', quantity: 2, value: 14_900 }],
        },
      ],
      value: 29_800,
      currency: 'SEK',
      label: 'pdf_a6',
    }),
    servicePointService: { serviceId: '1101', carrier: 'postnord' },
    foreignServicePoint: { carrier: 'dhl' },
    dimensionsService: '1501',
    countryNotServed: { country: 'DE', postalCode: '10115' },
    unservable: { serviceId: '1401', postalCode: '981 32' },
    overweightGrams: 20_500,
  },
});
