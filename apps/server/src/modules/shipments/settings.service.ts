import type {
  LabelFormat,
  PackageType,
  ServicePoint,
  ShipmentOptions,
  ShipmentSettings,
  ShipmentSettingsInput,
} from '@portal/contracts/schemas/shipments';
import type { ShippingService } from '@portal/connectors/sdk/shipping';
import type { z } from 'zod';
import type { ShipmentSettingsInput as SettingsSchema } from '@portal/contracts/schemas/shipments';
import type { AppContext } from '../../context';
import { fieldError } from '../../http/http-error';
import type { ShipmentSettingsRow } from '../../db/schema/shipments';
import type { Scope } from '../tenancy/scope';
import { activeCompanyOf } from '../tenancy/scope';
import { refusedWith, withProvider } from './problems';
import { companyOfId, saveSettings, settingsOf, shopMethods } from './settings.repository';
import { shippingAppOf, shippingSubscriptionOf } from './shipping-app';

type SettingsForm = z.output<typeof SettingsSchema>;

/** Carriers as people know them; an unknown code is shown as the aggregator names it. */
const CARRIER_NAMES: Record<string, string> = {
  postnord: 'PostNord',
  dhl: 'DHL',
  bring: 'Bring',
  budbee: 'Budbee',
  schenker: 'DB Schenker',
  ups: 'UPS',
  dpd: 'DPD',
  gls: 'GLS',
  instabox: 'Instabox',
};
export const carrierName = (code: string) => CARRIER_NAMES[code] ?? code;

export function toSettings(row: ShipmentSettingsRow, webhookUrl: string | null): ShipmentSettings {
  return {
    default_carrier: row.defaultCarrier,
    default_service: row.defaultServiceId,
    default_weight_grams: row.defaultWeightGrams,
    package_type: row.packageType as PackageType,
    default_length_cm: row.defaultLengthCm,
    default_width_cm: row.defaultWidthCm,
    default_height_cm: row.defaultHeightCm,
    label_format: row.labelFormat as LabelFormat,
    service_mappings: row.serviceMappings.map((m) => ({
      shipping_method: m.shippingMethod,
      carrier: m.carrier,
      service: m.serviceId,
    })),
    book_freight: row.bookFreight,
    freight_account: row.freightAccount,
    notify_customer: row.notifyCustomer,
    webhook_url: webhookUrl,
  };
}

/** Where the aggregator sends status webhooks: the portal's webhook address of the subscription. */
async function webhookUrlOf(ctx: AppContext, companyId: number) {
  const subscription = await shippingSubscriptionOf(ctx, companyId);
  return subscription ? `${ctx.config.publicUrl}/api/webhooks/${subscription.id}/` : null;
}

export async function getSettings(ctx: AppContext, scope: Scope) {
  const companyId = activeCompanyOf(scope);
  return toSettings(await settingsOf(ctx.db, companyId), await webhookUrlOf(ctx, companyId));
}

/**
 * A default service or a mapping must name a service of its carrier, as the aggregator offers them
 * now; when it cannot be asked, the choice is kept and checked again when a label is bought.
 */
async function checkServices(ctx: AppContext, companyId: number, form: SettingsForm) {
  const app = await shippingAppOf(ctx, companyId);
  if (!app) return;
  const home = (await companyOfId(ctx.db, companyId)).country || 'SE';
  const services = await app.session.services(home).catch(() => null);
  if (!services) return;
  const offered = (carrier: string | null, id: string) =>
    services.some((s) => s.id === id && (carrier === null || s.carrier === carrier));
  const refuse = (field: string, carrier: string | null) =>
    carrier
      ? fieldError('validation_error', field, 'shipments.settings.service_not_offered', {
          carrier: carrierName(carrier),
        })
      : fieldError('validation_error', field, 'shipments.settings.service_not_offered_any');
  if (form.default_service && !offered(form.default_carrier || null, form.default_service)) {
    throw refuse('default_service', form.default_carrier || null);
  }
  form.service_mappings.forEach((m, i) => {
    if (offered(m.carrier, m.service)) return;
    throw fieldError(
      'validation_error',
      `service_mappings.${i}.service`,
      'shipments.settings.mapping_not_offered',
      { method: m.shipping_method, carrier: carrierName(m.carrier) },
    );
  });
}

export async function putSettings(ctx: AppContext, scope: Scope, input: ShipmentSettingsInput) {
  const companyId = activeCompanyOf(scope);
  const form = input as SettingsForm;
  await checkServices(ctx, companyId, form);
  await saveSettings(ctx.db, {
    companyId,
    defaultCarrier: form.default_carrier || null,
    defaultServiceId: form.default_service || null,
    defaultWeightGrams: form.default_weight_grams,
    packageType: form.package_type,
    defaultLengthCm: form.default_length_cm,
    defaultWidthCm: form.default_width_cm,
    defaultHeightCm: form.default_height_cm,
    labelFormat: form.label_format,
    serviceMappings: form.service_mappings.map((m) => ({
      shippingMethod: m.shipping_method,
      carrier: m.carrier,
      serviceId: m.service,
    })),
    bookFreight: form.book_freight,
    freightAccount: form.freight_account,
    notifyCustomer: form.notify_customer,
    updatedBy: scope.actorId,
    updatedAt: ctx.clock.now(),
  });
  return getSettings(ctx, scope);
}

const serviceOption = (home: string) => (s: ShippingService) => ({
  id: s.id,
  name: s.name,
  carrier: s.carrier,
  min_weight_grams: s.minWeightGrams,
  max_weight_grams: s.maxWeightGrams,
  service_point: s.servicePoint,
  needs_dimensions: s.needsDimensions,
  countries: s.countries.map((c) => c.country),
  price: s.countries.find((c) => c.country === home)?.price ?? null,
});

/** What the settings and the create form choose from; not connected: only the shop's methods. */
export async function shipmentOptions(ctx: AppContext, scope: Scope): Promise<ShipmentOptions> {
  const companyId = activeCompanyOf(scope);
  const methods = await shopMethods(ctx.db, companyId);
  const app = await shippingAppOf(ctx, companyId);
  if (!app) return { connected: false, carriers: [], services: [], shop_methods: methods };
  const home = (await companyOfId(ctx.db, companyId)).country || 'SE';
  const services = await withProvider(() => app.session.services(home));
  const carriers = [...new Set(services.map((s) => s.carrier))].map((code) => ({
    code,
    name: carrierName(code),
  }));
  return {
    connected: true,
    carriers,
    services: services.map(serviceOption(home)),
    shop_methods: methods,
  };
}

/** Service points of a carrier near a postal code, nearest first. */
export async function servicePoints(
  ctx: AppContext,
  scope: Scope,
  query: { country: string; postal_code: string; carrier: string },
): Promise<{ results: ServicePoint[] }> {
  const app = await shippingAppOf(ctx, activeCompanyOf(scope));
  if (!app) throw refusedWith('no_shipping_app');
  const points = await withProvider(() =>
    app.session.servicePoints({
      country: query.country,
      postalCode: query.postal_code,
      carrier: query.carrier,
    }),
  );
  return {
    results: points.map((p) => ({
      id: p.id,
      carrier: p.carrier,
      name: p.name,
      street: p.houseNumber ? `${p.street} ${p.houseNumber}` : p.street,
      postal_code: p.postalCode,
      city: p.city,
      country: p.country,
      distance_m: Number.isFinite(p.distance) ? Math.round(p.distance) : null,
      opening_hours: p.openingHours,
    })),
  };
}
