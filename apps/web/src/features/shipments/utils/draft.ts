import {
  ORDER_ID_MIN_DIGITS,
  type ShipmentDraft,
  type ShipmentInput,
  type ShipmentParcelInput,
  type ShipmentSettings,
} from '@portal/contracts/schemas/shipments';

/** What the create form edits: the contract's input, every optional part filled in. */
export type ShipmentFormValues = Required<Omit<ShipmentInput, 'parcels'>> & {
  parcels: Required<ShipmentParcelInput>[];
};

const SHOP_ORDER_ID = new RegExp(`^\\d{${ORDER_ID_MIN_DIGITS},20}$`);

function parcelOf(parcel: ShipmentParcelInput): Required<ShipmentParcelInput> {
  return {
    weight_grams: parcel.weight_grams,
    length_cm: parcel.length_cm ?? null,
    width_cm: parcel.width_cm ?? null,
    height_cm: parcel.height_cm ?? null,
    description: parcel.description ?? '',
    contents: (parcel.contents ?? []).map((item) => ({
      description: item.description,
      sku: item.sku ?? '',
      quantity: item.quantity,
      value: item.value,
    })),
  };
}

/**
 * The form proposed for an order: its receiver, parcels, the mapped (or default) service. The
 * shop's order id is kept only when it is one the contract takes (8+ digits): the order itself
 * names the shipment's order, so a short shop number is not asked for again.
 */
export function draftToForm(draft: ShipmentDraft): ShipmentFormValues {
  const { input } = draft;
  return {
    order: input.order,
    order_id: input.order_id && SHOP_ORDER_ID.test(input.order_id) ? input.order_id : null,
    carrier: input.carrier,
    service: input.service,
    service_point: input.service_point,
    receiver: { ...input.receiver },
    parcels: input.parcels.length ? input.parcels.map(parcelOf) : [emptyParcel(null)],
    reference: input.reference,
    currency: input.currency,
    label_format: input.label_format,
  };
}

/** One parcel of the settings' default weight and dimensions. */
export function emptyParcel(settings: ShipmentSettings | null): Required<ShipmentParcelInput> {
  return {
    weight_grams: settings?.default_weight_grams ?? 1000,
    length_cm: settings?.default_length_cm ?? null,
    width_cm: settings?.default_width_cm ?? null,
    height_cm: settings?.default_height_cm ?? null,
    description: '',
    contents: [],
  };
}

/** A shipment made by hand: no order, the shop's order id to type, the settings' defaults. */
export function manualForm(settings: ShipmentSettings | null): ShipmentFormValues {
  return {
    order: null,
    order_id: '',
    carrier: settings?.default_carrier ?? '',
    service: settings?.default_service ?? '',
    service_point: null,
    receiver: {
      name: '',
      company: '',
      address1: '',
      address2: '',
      postal_code: '',
      city: '',
      country: 'SE',
      email: '',
      phone: '',
    },
    parcels: [emptyParcel(settings)],
    reference: '',
    currency: 'SEK',
    label_format: settings?.label_format ?? 'pdf_a4',
  };
}
