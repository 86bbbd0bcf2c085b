import { describe, expect, it } from 'vitest';
import { shipmentResolver } from '../components/shipment-form';
import { manualForm, type ShipmentFormValues } from '../utils/draft';

const valid = (over: Partial<ShipmentFormValues> = {}): ShipmentFormValues => ({
  ...manualForm(null),
  carrier: 'postnord',
  service: 'postnord_home',
  receiver: {
    name: 'Maja Svensson',
    company: '',
    address1: 'Storgatan 1',
    address2: '',
    postal_code: '11122',
    city: 'Stockholm',
    country: 'se',
    email: '',
    phone: '',
  },
  ...over,
});

const resolve = (values: ShipmentFormValues) =>
  shipmentResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const keyOf = (message: string | undefined) => (JSON.parse(message ?? '{}') as { key: string }).key;

describe('the create form by hand (SPEC §5: the web-shop order id has 8+ digits)', () => {
  it('refuses an empty, short or non-numeric order id, whatever else is wrong', async () => {
    const empty = await resolve(valid({ order_id: '' }));
    expect(keyOf(empty.errors.order_id?.message)).toBe('validation.required');
    const short = await resolve(valid({ order_id: '1234567' }));
    expect(keyOf(short.errors.order_id?.message)).toBe('validation.order_id_digits');
    const letters = await resolve(valid({ order_id: 'AB123456' }));
    expect(keyOf(letters.errors.order_id?.message)).toBe('validation.digits');
    // with another field wrong as well, the id is still said at once
    const both = await resolve(valid({ order_id: '123', carrier: '' }));
    expect(both.errors.order_id).toBeTruthy();
    expect(both.errors.carrier).toBeTruthy();
  });

  it('takes 8 digits and hands on the contract values (country upper-cased)', async () => {
    const result = await resolve(valid({ order_id: '12345678' }));
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ order_id: '12345678', receiver: { country: 'SE' } });
  });

  it('asks no order id of a shipment made from a sales panel order', async () => {
    const result = await resolve(valid({ order: 41, order_id: null }));
    expect(result.errors).toEqual({});
  });

  it('says a missing weight is required', async () => {
    const values = valid({ order_id: '12345678' });
    values.parcels[0]!.weight_grams = null as unknown as number;
    const result = await resolve(values);
    expect(keyOf(result.errors.parcels?.[0]?.weight_grams?.message)).toBe('validation.required');
  });
});
