import { carrierServes, COUNTRIES, normalPostalCode, SHIPPING_METHODS } from './catalog';
import type { CarrierCode, ShippingMethod } from './catalog';
import { badRequest, notFound } from './errors';
import { ok } from './http';
import type { Route, RouteContext } from './http';
import { servicePointById, servicePointsNear } from './service-points';

/** A shipping method as GET /shipping_methods answers it, its countries narrowed to `only`. */
function methodJson(method: ShippingMethod, only?: string) {
  return {
    id: method.id,
    name: method.name,
    carrier: method.carrier,
    min_weight: method.minKg.toFixed(3),
    max_weight: method.maxKg.toFixed(3),
    service_point_input: method.servicePoint,
    // Sendcloud's legacy field, always 0: the price is per country
    price: 0,
    countries: Object.entries(method.countries)
      .filter(([iso2]) => !only || iso2 === only)
      .map(([iso2, { price, leadTimeHours }], i) => ({
        id: i + 1,
        name: COUNTRIES[iso2]?.name ?? iso2,
        price,
        iso_2: iso2,
        iso_3: COUNTRIES[iso2]?.iso3 ?? iso2,
        lead_time_hours: leadTimeHours,
      })),
  };
}

/**
 * Shipping methods for a destination: `to_country` keeps those delivering there, and with
 * `to_postal_code` also only those whose carrier serves that postal code (Budbee's zones).
 */
function methodsFor(ctx: RouteContext): ShippingMethod[] {
  const country = ctx.query.get('to_country')?.toUpperCase() ?? null;
  const postal = ctx.query.get('to_postal_code');
  const pointId = ctx.query.get('service_point_id');
  const point = pointId ? servicePointById(ctx.state.seed, Number(pointId)) : undefined;
  if (pointId && !point) throw badRequest('service_point_id: Service point not found.');
  return SHIPPING_METHODS.filter((method) => {
    if (country && !method.countries[country]) return false;
    if (point && (method.carrier !== point.carrier || method.servicePoint !== 'required'))
      return false;
    if (country && postal) {
      const code = normalPostalCode(country, postal);
      if (!code || !carrierServes(method.carrier, country, code)) return false;
    }
    return true;
  });
}

function servicePoints(ctx: RouteContext) {
  const country = ctx.query.get('country')?.toUpperCase();
  if (!country) throw badRequest('country: This field is required.');
  const postal = ctx.query.get('postal_code') ?? ctx.query.get('address') ?? '';
  const radius = Number(ctx.query.get('radius') ?? 50_000);
  if (!Number.isFinite(radius) || radius < 100 || radius > 50_000)
    throw badRequest('radius: Ensure this value is between 100 and 50000.');
  const carriers = (ctx.query.get('carrier') ?? 'postnord,dhl,bring')
    .split(',')
    .map((c) => c.trim().toLowerCase()) as CarrierCode[];
  return carriers
    .flatMap((carrier) => servicePointsNear(ctx.state.seed, carrier, country, postal))
    .filter((point) => point.distance <= radius)
    .sort((a, b) => a.distance - b.distance);
}

export const catalogRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/user',
    handle: (ctx) =>
      ok({
        user: {
          username: ctx.account,
          company_name: 'Lagerbolaget i Sverige AB',
          email: 'lager@example.se',
          registered: '2024-01-15T09:00:00Z',
        },
      }),
  },
  {
    method: 'GET',
    path: '/shipping_methods',
    handle: (ctx) =>
      ok({
        shipping_methods: methodsFor(ctx).map((method) =>
          methodJson(method, ctx.query.get('to_country')?.toUpperCase()),
        ),
      }),
  },
  {
    method: 'GET',
    path: '/shipping_methods/{id}',
    handle(ctx) {
      const method = methodsFor(ctx).find((m) => m.id === Number(ctx.params.id));
      if (!method) throw notFound('ShippingMethod');
      return ok({
        shipping_method: methodJson(method, ctx.query.get('to_country')?.toUpperCase()),
      });
    },
  },
  { method: 'GET', path: '/service-points', handle: (ctx) => ok(servicePoints(ctx)) },
  {
    method: 'GET',
    path: '/service-points/{id}',
    handle(ctx) {
      const point = servicePointById(ctx.state.seed, Number(ctx.params.id));
      if (!point) throw notFound('ServicePoint');
      return ok(point);
    },
  },
  {
    method: 'GET',
    path: '/service-points/{id}/check-availability',
    handle: (ctx) => ok(servicePointById(ctx.state.seed, Number(ctx.params.id)) !== undefined),
  },
];
