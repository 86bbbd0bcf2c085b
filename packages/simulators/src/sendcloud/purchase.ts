import {
  CARRIERS,
  carrierServes,
  cityOf,
  COUNTRIES,
  methodById,
  normalPostalCode,
} from './catalog';
import type { CarrierCode, ShippingMethod } from './catalog';
import { badRequest, preconditionFailed } from './errors';
import type { Address, ParcelItem } from './model';
import { servicePointById } from './service-points';

type Json = Record<string, unknown>;

/** A create request's parcel, checked the way Sendcloud and the carrier check it. */
export interface ParcelDraft {
  receiver: Address;
  sender: Address | null;
  weightKg: number;
  length: string | null;
  width: string | null;
  height: string | null;
  orderNumber: string;
  externalReference: string | null;
  reference: string;
  items: ParcelItem[];
  totalOrderValue: string | null;
  currency: string | null;
  servicePoint: number | null;
  method: ShippingMethod;
}

const text = (body: Json, field: string) => {
  const value = body[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

function required(body: Json, field: string): string {
  const value = text(body, field);
  if (!value) throw badRequest(`${field}: This field is required.`);
  return value;
}

/** A decimal as Sendcloud takes it: a string or number, positive; null when absent. */
function decimal(body: Json, field: string): number | null {
  const raw = text(body, field);
  if (!raw) return null;
  const value = Number(raw.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0)
    throw badRequest(`${field}: A valid number is required.`);
  return value;
}

function receiverOf(body: Json): Address {
  const country = required(body, 'country').toUpperCase();
  if (!COUNTRIES[country]) throw badRequest(`country: "${country}" is not a valid choice.`);
  const given = required(body, 'postal_code');
  const postalCode = normalPostalCode(country, given);
  if (!postalCode)
    throw badRequest(`postal_code: "${given}" is not a valid postal code for ${country}.`);
  return {
    name: required(body, 'name'),
    companyName: text(body, 'company_name'),
    address: required(body, 'address'),
    address2: text(body, 'address_2'),
    houseNumber: text(body, 'house_number'),
    city: required(body, 'city'),
    postalCode,
    country,
    email: text(body, 'email'),
    telephone: text(body, 'telephone'),
  };
}

/** `from_*` fields name another sender than the account's default sender address. */
function senderOf(body: Json): Address | null {
  if (!text(body, 'from_name') && !text(body, 'from_address_1')) return null;
  const country = (text(body, 'from_country') || 'SE').toUpperCase();
  const postalCode = normalPostalCode(country, text(body, 'from_postal_code')) ?? '';
  return {
    name: text(body, 'from_name'),
    companyName: text(body, 'from_company_name'),
    address: text(body, 'from_address_1'),
    address2: text(body, 'from_address_2'),
    houseNumber: text(body, 'from_house_number'),
    city: text(body, 'from_city') || cityOf(country, postalCode),
    postalCode,
    country,
    email: text(body, 'from_email'),
    telephone: text(body, 'from_telephone'),
  };
}

function methodOf(body: Json, country: string): ShippingMethod {
  const shipment = body.shipment as Json | undefined;
  const id = Number(shipment?.id);
  if (!shipment || !Number.isInteger(id))
    throw badRequest('shipment: This field is required when request_label is true.');
  const method = methodById(id);
  if (!method) throw badRequest(`shipment: Invalid shipment id ${id}.`);
  if (!method.countries[country])
    throw badRequest(
      `shipment: Invalid shipment id ${id}: ${method.name} does not ship to ${country}.`,
    );
  return method;
}

function itemsOf(body: Json): ParcelItem[] {
  const items = Array.isArray(body.parcel_items) ? (body.parcel_items as Json[]) : [];
  return items.map((item, i) => {
    const quantity = Number(item.quantity ?? 1);
    if (!text(item, 'description') || !Number.isInteger(quantity) || quantity < 1)
      throw badRequest(`parcel_items[${i}]: description and a whole quantity are required.`);
    return {
      description: text(item, 'description'),
      quantity,
      weight: text(item, 'weight') || '0.000',
      value: text(item, 'value') || '0.00',
      sku: text(item, 'sku'),
      hs_code: text(item, 'hs_code'),
      origin_country: text(item, 'origin_country'),
    };
  });
}

function checkWeight(method: ShippingMethod, weightKg: number) {
  if (weightKg > method.maxKg)
    throw badRequest(
      `weight: ${weightKg.toFixed(3)} kg is above the maximum of ${method.maxKg.toFixed(3)} kg for ${method.name}.`,
    );
  if (weightKg < method.minKg)
    throw badRequest(
      `weight: ${weightKg.toFixed(3)} kg is below the minimum of ${method.minKg.toFixed(3)} kg for ${method.name}.`,
    );
}

function checkServicePoint(seed: number, method: ShippingMethod, id: number | null) {
  const carrier = CARRIERS[method.carrier];
  if (method.servicePoint === 'required' && id === null)
    throw badRequest(`to_service_point: ${method.name} requires a service point.`);
  if (id === null || method.servicePoint === 'none') return;
  const point = servicePointById(seed, id);
  if (!point || point.carrier !== method.carrier)
    throw badRequest(`to_service_point: ${id} is not a ${carrier} service point.`);
}

/** Everything Sendcloud checks before it announces a parcel; throws its error when refused. */
export function draftOf(body: unknown, seed: number): ParcelDraft {
  if (!body || typeof body !== 'object') throw badRequest('parcel: This field is required.');
  const json = body as Json;
  if (Number(json.quantity ?? 1) !== 1)
    throw badRequest('quantity: Announce a multicollo shipment as a list of parcels.');
  const receiver = receiverOf(json);
  const method = methodOf(json, receiver.country);
  if (!carrierServes(method.carrier, receiver.country, receiver.postalCode))
    throw preconditionFailed(
      `${CARRIERS[method.carrier]} does not deliver to postal code ${receiver.postalCode} in ${receiver.country}.`,
    );
  const weightKg = decimal(json, 'weight') ?? 1;
  checkWeight(method, weightKg);
  const [length, width, height] = ['length', 'width', 'height'].map((f) => decimal(json, f));
  if (method.needsDimensions && (!length || !width || !height))
    throw badRequest(`length, width, height: ${method.name} needs the dimensions of every parcel.`);
  const servicePointRaw = text(json, 'to_service_point');
  const servicePoint = servicePointRaw ? Number(servicePointRaw) : null;
  if (servicePoint !== null && !Number.isInteger(servicePoint))
    throw badRequest('to_service_point: A valid integer is required.');
  checkServicePoint(seed, method, servicePoint);
  return {
    receiver,
    sender: senderOf(json),
    weightKg,
    length: length === null ? null : String(length),
    width: width === null ? null : String(width),
    height: height === null ? null : String(height),
    orderNumber: text(json, 'order_number'),
    externalReference: text(json, 'external_reference') || null,
    reference: text(json, 'reference') || '0',
    items: itemsOf(json),
    totalOrderValue: text(json, 'total_order_value') || null,
    currency: text(json, 'total_order_value_currency') || null,
    servicePoint: method.servicePoint === 'none' ? null : servicePoint,
    method,
  };
}

const digits = (random: () => number, n: number) =>
  Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Tracking numbers shaped like each carrier's own. */
export function trackingNumberFor(carrier: CarrierCode, random: () => number): string {
  switch (carrier) {
    case 'postnord':
      return `003735${digits(random, 14)}`;
    case 'dhl':
      return `JVGL${digits(random, 16)}`;
    case 'bring':
      return `3707${digits(random, 14)}`;
    case 'budbee':
      return `BUD${Array.from({ length: 10 }, () => ALPHANUMERIC[Math.floor(random() * 32)]).join('')}`;
    case 'schenker':
      return `1${digits(random, 9)}`;
  }
}
