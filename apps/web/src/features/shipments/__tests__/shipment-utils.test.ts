import {
  SHIPMENT_STATUSES,
  type ShipmentDraft,
  type ShipmentProblem,
  type ShipmentSettings,
} from '@portal/contracts/schemas/shipments';
import { describe, expect, it } from 'vitest';
import { draftToForm, manualForm } from '../utils/draft';
import { formatDistance, openingWeek } from '../utils/opening-hours';
import { placeProblems, problemsOf } from '../utils/problems';
import { statusColor, statusKey } from '../utils/status';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

describe('statuses', () => {
  it('gives every SPEC §4 status its own colour and a name in both languages', () => {
    const colors = SHIPMENT_STATUSES.map(statusColor);
    expect(new Set(colors).size).toBe(SHIPMENT_STATUSES.length);
    expect(statusColor('Delivered')).toBe('teal');
    expect(statusColor('Cancelled')).toBe('red');
    expect(SHIPMENT_STATUSES.map((s) => i18n.t(statusKey(s), { lng: 'sv' }))).toEqual([
      'Väntar',
      'Skickad',
      'På väg',
      'Levererad',
      'Makulerad',
    ]);
    expect(i18n.t(statusKey('In Transit'), { lng: 'en' })).toBe('In Transit');
  });
});

describe('service point opening hours', () => {
  const hours = { '0': ['09:00-20:00'], '4': ['08:00-12:00', '13:00-18:00'], '5': [] };

  it('lists the week from Monday, intervals with an en dash, days left out as closed', () => {
    const week = openingWeek(hours, 'sv-SE');
    expect(week.map((d) => d.name)).toEqual([
      'Måndag',
      'Tisdag',
      'Onsdag',
      'Torsdag',
      'Fredag',
      'Lördag',
      'Söndag',
    ]);
    expect(week[0]!.hours).toBe('09:00–20:00');
    expect(week[4]!.hours).toBe('08:00–12:00, 13:00–18:00');
    expect(week[1]!.hours).toBeNull();
    // an empty list is closed too
    expect(week[5]!.hours).toBeNull();
  });

  it('names the days in English for English readers', () => {
    expect(openingWeek(hours, 'en-GB')[6]!.name).toBe('Sunday');
  });

  it('says distances in metres under a kilometre, else kilometres', () => {
    expect(formatDistance(350, 'sv-SE')).toBe('350 m');
    expect(formatDistance(1250, 'sv-SE')).toBe('1,3 km');
    expect(formatDistance(1250, 'en-GB')).toBe('1.3 km');
    expect(formatDistance(null, 'sv-SE')).toBeNull();
  });
});

const receiver = {
  name: 'Maja Svensson',
  company: '',
  address1: 'Storgatan 1',
  address2: '',
  postal_code: '11122',
  city: 'Stockholm',
  country: 'SE',
  email: 'maja@example.se',
  phone: '',
};

function draft(over: Partial<ShipmentDraft['input']> = {}): ShipmentDraft {
  return {
    input: {
      order: 41,
      order_id: '281',
      carrier: 'postnord',
      service: 'postnord_service_point',
      service_point: null,
      receiver,
      parcels: [
        {
          weight_grams: 1200,
          length_cm: null,
          width_cm: null,
          height_cm: null,
          description: '',
          contents: [{ description: 'Mugg', sku: 'M-1', quantity: 2, value: 14900 }],
        },
      ],
      reference: '281',
      currency: 'SEK',
      label_format: 'pdf_a6',
      ...over,
    },
    order_number: '281',
    shipping_method: 'PostNord Ombud',
    mapped: true,
    existing: [],
  };
}

const settings: ShipmentSettings = {
  default_carrier: 'dhl',
  default_service: 'dhl_parcel',
  default_weight_grams: 750,
  package_type: 'parcel',
  default_length_cm: 30,
  default_width_cm: 20,
  default_height_cm: 10,
  label_format: 'zpl_10x15',
  service_mappings: [],
  book_freight: false,
  freight_account: '5710',
  notify_customer: false,
  webhook_url: null,
};

describe('draft → form', () => {
  it('keeps the order, receiver, parcels and the proposed service', () => {
    const form = draftToForm(draft());
    expect(form.order).toBe(41);
    expect(form.service).toBe('postnord_service_point');
    expect(form.receiver).toEqual(receiver);
    expect(form.parcels[0]!.contents).toEqual([
      { description: 'Mugg', sku: 'M-1', quantity: 2, value: 14900 },
    ]);
    expect(form.label_format).toBe('pdf_a6');
  });

  it('drops a shop order id the contract would refuse: the order already names the shipment', () => {
    expect(draftToForm(draft({ order_id: '281' })).order_id).toBeNull();
    expect(draftToForm(draft({ order_id: '10004711' })).order_id).toBe('10004711');
  });

  it('gives an order without parcels one parcel to fill in', () => {
    expect(draftToForm(draft({ parcels: [] })).parcels).toHaveLength(1);
  });

  it('starts a shipment by hand from the settings: carrier, service, weight, dimensions, format', () => {
    const form = manualForm(settings);
    expect(form.order).toBeNull();
    expect(form.order_id).toBe('');
    expect(form.carrier).toBe('dhl');
    expect(form.service).toBe('dhl_parcel');
    expect(form.parcels).toEqual([
      {
        weight_grams: 750,
        length_cm: 30,
        width_cm: 20,
        height_cm: 10,
        description: '',
        contents: [],
      },
    ]);
    expect(form.label_format).toBe('zpl_10x15');
  });
});

const problem = (over: Partial<ShipmentProblem>): ShipmentProblem => ({
  code: 'overweight',
  parcel: null,
  field: null,
  params: {},
  message: 'x',
  ...over,
});

describe('problems → field errors', () => {
  it('puts each problem under its field, joins two on one field, and keeps the rest above', () => {
    const placed = placeProblems([
      problem({ field: 'receiver.postal_code', message: 'PostNord kan inte leverera till 99999.' }),
      problem({ field: 'parcels.1.weight_grams', message: 'Kolli 2 väger för mycket.' }),
      problem({ field: 'parcels.1.weight_grams', message: 'Dela upp det.' }),
      problem({ field: 'service_point', message: 'Välj ett ombud.' }),
      problem({ field: null, message: 'Ingen fraktapp.' }),
      problem({ field: 'something.else', message: 'Okänt fält.' }),
      problem({ field: null, message: 'Ingen fraktapp.' }),
    ]);
    expect(placed.fields).toEqual({
      'receiver.postal_code': 'PostNord kan inte leverera till 99999.',
      'parcels.1.weight_grams': 'Kolli 2 väger för mycket. Dela upp det.',
      service_point: 'Välj ett ombud.',
    });
    expect(placed.general).toEqual(['Ingen fraktapp.', 'Okänt fält.']);
  });

  it('reads the problems of a refused purchase and nothing from other failures', () => {
    const refused = new ApiError({
      response: { status: 400, data: { code: 'problems', problems: [problem({})] } },
    });
    expect(problemsOf(refused)).toHaveLength(1);
    expect(
      problemsOf(new ApiError({ response: { status: 500, data: { detail: 'x' } } })),
    ).toBeNull();
    expect(problemsOf(new Error('x'))).toBeNull();
  });
});
