import { describe, expect, it } from 'vitest';
import type { ConnectionSettings } from '../sdk/connector';
import type {
  ShipmentProblemCode,
  ShipmentRequest,
  ShippingConnector,
  ShippingSession,
} from '../sdk/shipping';
import { codeOf } from './contract-suite';
import type { ContractFaults } from './contract-suite';

/** How far the carrier has taken a parcel, in the provider's own words (the harness maps it). */
export type CarrierStep = 'handed_over' | 'in_transit' | 'delivered';

export interface WebhookDelivery {
  headers: Record<string, string | undefined>;
  rawBody: Buffer;
}

/** A running simulator of a carrier aggregator, as one connection sees it. */
export interface ShippingWorld {
  settings: ConnectionSettings;
  faults: ContractFaults;
  /** the next purchase is refused with this message: nothing is bought */
  refuseNextPurchase(message: string): void;
  /** the next purchase is bought, then its answer is lost */
  loseNextPurchase(): void;
  /** the carrier moves a parcel on (and the aggregator sends its status webhook) */
  advance(parcelId: string, step: CarrierStep): void;
  /** every webhook the aggregator has delivered to this connection so far */
  webhooks(): Promise<WebhookDelivery[]>;
  /** parcels the aggregator holds for this connection (to see nothing was bought twice) */
  parcelCount(): number;
  requests(): number;
  close(): Promise<void>;
}

/** Requests for each rule the suite checks, valid in every other respect. */
export interface ShippingCases {
  /** home delivery, one parcel; the suite changes what it tests */
  request(externalReference: string): ShipmentRequest;
  /** a service that needs a service point, and its carrier */
  servicePointService: { serviceId: string; carrier: string };
  /** a service point of another carrier than `servicePointService`'s */
  foreignServicePoint: { carrier: string };
  /** a service that needs every parcel's dimensions */
  dimensionsService: string;
  /** a country `request`'s service does not deliver to, with a postal code there */
  countryNotServed: { country: string; postalCode: string };
  /** a service and a postal code in `request`'s country its carrier does not deliver to */
  unservable: { serviceId: string; postalCode: string };
  /** more than `request`'s service carries */
  overweightGrams: number;
}

export interface ShippingContractHarness {
  connector: ShippingConnector;
  start(): Promise<ShippingWorld>;
  cases: ShippingCases;
}

const fast = { timeoutMs: 1_500, sleep: async () => {} };

/** Pages of an uncompressed PDF (the simulators write them so). */
export const pdfPages = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

export const zplLabels = (zpl: Buffer) => (zpl.toString('utf8').match(/\^XA/g) ?? []).length;

let sequence = 0;
const reference = () => `contract-${Date.now().toString(36)}-${++sequence}`;

async function inWorld(
  harness: ShippingContractHarness,
  run: (world: ShippingWorld, session: ShippingSession) => Promise<void>,
) {
  const world = await harness.start();
  try {
    await run(world, harness.connector.open(world.settings, fast));
  } finally {
    await world.close();
  }
}

/**
 * The contract every shipping connector passes against its simulator: credentials, services,
 * service points, the checks before buying, buying exactly once, labels, cancelling, tracking
 * and webhooks, each answered with the SDK's types and error codes.
 */
export function shippingContract(harness: ShippingContractHarness) {
  const { connector, cases } = harness;
  const twoParcels = (ref: string): ShipmentRequest => {
    const base = cases.request(ref);
    return { ...base, parcels: [base.parcels[0]!, { ...base.parcels[0]!, weightGrams: 2_500 }] };
  };

  describe(`${connector.name} shipping contract`, () => {
    it('declares its credentials, the webhook secret among them, and a base URL', () => {
      expect(connector.kind).toBe('shipping');
      expect(connector.id).toMatch(/^[a-z0-9_]+$/);
      const fields = connector.credentials.fields;
      expect(fields.some((f) => f.secret)).toBe(true);
      expect(fields.map((f) => f.key)).toContain(connector.webhooks.secretField);
      expect(connector.defaultBaseUrl).toMatch(/^https:\/\//);
    });

    it('answers bad keys with auth', async () => {
      await inWorld(harness, async (world) => {
        const credentials = Object.fromEntries(
          connector.credentials.fields.map((f) => [f.key, `wrong-${f.key}`]),
        );
        const session = connector.open({ ...world.settings, credentials }, fast);
        expect(await codeOf(session.test())).toBe('auth');
        expect(await codeOf(session.services('SE'))).toBe('auth');
      });
    });

    it('lists services with limits, a price per country and transit days', async () => {
      await inWorld(harness, async (world, session) => {
        await session.test();
        const services = await session.services(cases.request('x').receiver.country);
        expect(services.length).toBeGreaterThan(0);
        for (const service of services) {
          expect(service.maxWeightGrams).toBeGreaterThan(service.minWeightGrams);
          expect(service.countries.length).toBeGreaterThan(0);
          expect(service.countries.every((c) => c.price > 0)).toBe(true);
          expect(service.transitDays).toBeGreaterThanOrEqual(1);
        }
        const pointService = services.find((s) => s.id === cases.servicePointService.serviceId);
        expect(pointService?.servicePoint).toBe('required');
        expect(services.find((s) => s.id === cases.dimensionsService)?.needsDimensions).toBe(true);
      });
    });

    it('finds the carrier’s service points near a postal code, nearest first', async () => {
      await inWorld(harness, async (world, session) => {
        const { country, postalCode } = cases.request('x').receiver;
        const { carrier } = cases.servicePointService;
        const points = await session.servicePoints({ country, postalCode, carrier });
        expect(points.length).toBeGreaterThanOrEqual(5);
        expect(points.every((p) => p.carrier === carrier && p.name && p.street)).toBe(true);
        const distances = points.map((p) => p.distance);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
        expect(Object.keys(points[0]!.openingHours).length).toBeGreaterThan(0);
        const three = await session.servicePoints({ country, postalCode, carrier, limit: 3 });
        expect(three.map((p) => p.id)).toEqual(points.slice(0, 3).map((p) => p.id));
      });
    });

    it('finds nothing wrong with a request it can buy', async () => {
      await inWorld(harness, async (world, session) => {
        expect(await session.check(cases.request(reference()))).toEqual([]);
      });
    });

    it('explains each reason it would refuse before buying', async () => {
      await inWorld(harness, async (world, session) => {
        const codes = async (request: ShipmentRequest) =>
          (await session.check(request)).map((p) => p.code);
        const base = () => cases.request(reference());
        const { country, postalCode } = base().receiver;
        const expectations: [ShipmentRequest, ShipmentProblemCode][] = [
          [{ ...base(), serviceId: '999999' }, 'service_unknown'],
          [
            { ...base(), receiver: { ...base().receiver, ...cases.countryNotServed } },
            'country_not_served',
          ],
          [
            { ...base(), parcels: [{ ...base().parcels[0]!, weightGrams: cases.overweightGrams }] },
            'overweight',
          ],
          [{ ...base(), serviceId: cases.dimensionsService }, 'dimensions_missing'],
          [{ ...base(), serviceId: cases.servicePointService.serviceId }, 'service_point_required'],
          [
            {
              ...base(),
              serviceId: cases.unservable.serviceId,
              receiver: { ...base().receiver, postalCode: cases.unservable.postalCode },
            },
            'address_unservable',
          ],
        ];
        for (const [request, code] of expectations) expect(await codes(request)).toContain(code);
        const [foreign] = await session.servicePoints({
          country,
          postalCode,
          carrier: cases.foreignServicePoint.carrier,
        });
        const wrongPoint = {
          ...base(),
          serviceId: cases.servicePointService.serviceId,
          servicePointId: foreign!.id,
        };
        const problems = await session.check(wrongPoint);
        expect(problems.map((p) => p.code)).toEqual(['service_point_not_served']);
        expect(problems[0]!.params).toMatchObject({ service_point: foreign!.name });
      });
    });

    it('buys labels and reads them as PDF on A6 and A4 and as ZPL', async () => {
      await inWorld(harness, async (world, session) => {
        const ref = reference();
        const shipment = await session.create(twoParcels(ref));
        expect(shipment.externalReference).toBe(ref);
        expect(shipment.parcels).toHaveLength(2);
        expect(shipment.parcels.every((p) => p.trackingNumber && p.state === 'Pending')).toBe(true);
        expect(shipment.price).toBeGreaterThan(0);
        const a6 = await session.label(shipment, 'pdf_a6');
        expect(a6.mime).toBe('application/pdf');
        expect(a6.data.subarray(0, 4).toString()).toBe('%PDF');
        expect(pdfPages(a6.data)).toBe(2);
        const a4 = await session.label(shipment, 'pdf_a4');
        expect(a4.data.subarray(0, 4).toString()).toBe('%PDF');
        // A4 sheets hold four labels
        expect(pdfPages(a4.data)).toBe(1);
        const zpl = await session.label(shipment, 'zpl_10x15');
        expect(zpl.mime).toBe('application/zpl');
        expect(zpl.data.toString().startsWith('^XA')).toBe(true);
        expect(zplLabels(zpl.data)).toBe(2);
        for (const parcel of shipment.parcels)
          expect(zpl.data.toString()).toContain(parcel.trackingNumber);
      });
    });

    it('answers a refused purchase with validation and its message, buying nothing', async () => {
      await inWorld(harness, async (world, session) => {
        const ref = reference();
        world.refuseNextPurchase('The carrier is closed for the holidays.');
        const refused = session.create(cases.request(ref));
        await expect(refused).rejects.toMatchObject({
          code: 'validation',
          message: expect.stringMatching(/closed for the holidays/),
        });
        expect(await session.findByReference(ref)).toBeNull();
        expect(world.parcelCount()).toBe(0);
        // nothing is left behind: the same reference buys once the carrier takes it
        expect((await session.create(cases.request(ref))).externalReference).toBe(ref);
      });
    });

    it('finds what a purchase with a lost answer bought, and never buys it twice', async () => {
      await inWorld(harness, async (world, session) => {
        const ref = reference();
        world.loseNextPurchase();
        expect(await codeOf(session.create(twoParcels(ref)))).toBe('transient');
        const found = await session.findByReference(ref);
        expect(found?.parcels).toHaveLength(2);
        const before = world.parcelCount();
        const again = await session.create(twoParcels(ref));
        expect(again.parcels.map((p) => p.id)).toEqual(found!.parcels.map((p) => p.id));
        expect(world.parcelCount()).toBe(before);
        expect(await session.findByReference(reference())).toBeNull();
      });
    });

    it('cancels before the carrier has the parcels, and not after', async () => {
      await inWorld(harness, async (world, session) => {
        const early = await session.create(cases.request(reference()));
        expect(await session.cancel(early)).toBe(true);
        const cancelled = await session.findByReference(early.externalReference);
        expect(cancelled?.parcels.every((p) => p.state === 'Cancelled')).toBe(true);
        const late = await session.create(cases.request(reference()));
        world.advance(late.parcels[0]!.id, 'handed_over');
        expect(await session.cancel(late)).toBe(false);
        const still = await session.findByReference(late.externalReference);
        expect(still?.parcels[0]!.state).toBe('Shipped');
      });
    });

    it('follows a parcel from purchase to delivery, oldest event first', async () => {
      await inWorld(harness, async (world, session) => {
        const shipment = await session.create(cases.request(reference()));
        for (const step of ['handed_over', 'in_transit', 'delivered'] as const)
          world.advance(shipment.parcels[0]!.id, step);
        const events = await session.tracking(shipment);
        expect(events.map((e) => e.state)).toEqual([
          'Pending',
          'Shipped',
          'In Transit',
          'Delivered',
        ]);
        const times = events.map((e) => e.at);
        expect(times).toEqual([...times].sort());
      });
    });

    it('verifies signed status webhooks and tells which parcel moved to what', async () => {
      await inWorld(harness, async (world, session) => {
        const shipment = await session.create(cases.request(reference()));
        world.advance(shipment.parcels[0]!.id, 'delivered');
        const [delivery] = (await world.webhooks()).slice(-1);
        const secret = world.settings.credentials[connector.webhooks.secretField]!;
        const { verify, parse } = connector.webhooks;
        expect(verify(delivery!.headers, delivery!.rawBody, secret)).toBe(true);
        expect(verify(delivery!.headers, delivery!.rawBody, `${secret}x`)).toBe(false);
        const tampered = Buffer.from(delivery!.rawBody.toString().replace(/"id":\s*\d/, '"id":9'));
        expect(verify(delivery!.headers, tampered, secret)).toBe(false);
        expect(verify({}, delivery!.rawBody, secret)).toBe(false);
        const event = parse(delivery!.headers, JSON.parse(delivery!.rawBody.toString()));
        expect(event).toMatchObject({
          parcelId: shipment.parcels[0]!.id,
          externalReference: shipment.externalReference,
          event: { state: 'Delivered' },
        });
        expect(parse(delivery!.headers, { action: 'integration_updated' })).toBeNull();
      });
    });

    it('waits out 429 and goes on', async () => {
      await inWorld(harness, async (world, session) => {
        world.faults.set({ tooManyRequests: { next: 2 } });
        const before = world.requests();
        expect(
          (await session.services(cases.request('x').receiver.country)).length,
        ).toBeGreaterThan(0);
        expect(world.requests() - before).toBe(3);
      });
    });
  });
}
