import { describe, expect, it } from 'vitest';
import { sendcloud } from './client';

type Method = { id: number; name: string; countries: { iso_2: string; price: number }[] };
type Point = { id: number; carrier: string; distance: number; formatted_opening_times: object };

describe('Sendcloud simulator: shipping methods and service points', () => {
  it('lists the Swedish carriers’ methods with a price per Nordic country', async () => {
    const { get } = await sendcloud();
    const methods: Method[] = (await get('/shipping_methods')).json.shipping_methods;
    expect(new Set(methods.map((m) => m.name.split(' ')[0]))).toEqual(
      new Set(['PostNord', 'DHL', 'Bring', 'Budbee', 'DB']),
    );
    const home = methods.find((m) => m.id === 1102)!;
    expect(home.countries.map((c) => c.iso_2)).toEqual(['SE', 'NO', 'DK', 'FI']);
    expect(home.countries.every((c) => c.price > 0)).toBe(true);
  });

  it('leaves out Budbee outside Stockholm, Göteborg and Malmö when asked for a postal code', async () => {
    const { get } = await sendcloud();
    const ids = async (postalCode: string) =>
      (
        (await get(`/shipping_methods?to_country=SE&to_postal_code=${postalCode}`)).json
          .shipping_methods as Method[]
      ).map((m) => m.id);
    expect(await ids('11851')).toContain(1401);
    expect(await ids('41301')).toContain(1401);
    expect(await ids('21119')).toContain(1401);
    expect(await ids('98132')).not.toContain(1401);
    expect(await ids('98132')).toContain(1102);
  });

  it('finds eight points of a carrier near a postal code, the same for the same seed', async () => {
    const first = await sendcloud({ seed: 9 });
    const second = await sendcloud({ seed: 9 });
    const query = '/service-points?country=SE&postal_code=11851&carrier=postnord';
    const points: Point[] = (await first.get(query)).json;
    expect(points).toHaveLength(8);
    expect(points.every((p) => p.carrier === 'postnord')).toBe(true);
    const distances = points.map((p) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Object.keys(points[0]!.formatted_opening_times)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect((await second.get(query)).json).toEqual(points);
    const one = await first.get(`/service-points/${points[3]!.id}`);
    expect(one.json).toEqual(points[3]);
  });

  it('has no service points for home-delivery carriers and 404 for unknown ids', async () => {
    const { get } = await sendcloud();
    expect((await get('/service-points?country=SE&postal_code=11851&carrier=budbee')).json).toEqual(
      [],
    );
    expect((await get('/service-points/123')).status).toBe(404);
  });
});
