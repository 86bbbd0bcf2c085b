/** shipments: texts of the shipment screens, their problems and e-mails (issue 18). */
export const shipments = {
  title: 'Shipments',
  /** why a shipment cannot be bought, said before anything is bought */
  problem: {
    address_unservable:
      '{{carrier}} cannot deliver to postal code {{postal_code}} in {{country}}. Check the address or choose another service.',
    overweight:
      'Parcel {{parcel}} weighs {{weight}} kg, but {{service}} takes at most {{max}} kg. Split it or choose another service.',
    underweight:
      'Parcel {{parcel}} weighs {{weight}} kg, but {{service}} needs at least {{min}} kg.',
    dimensions_missing:
      '{{service}} needs the length, width and height of every parcel. Enter the size of parcel {{parcel}}.',
    service_point_required:
      '{{service}} delivers to a service point. Choose a service point near the receiver.',
    service_point_not_served:
      'The service point {{service_point}} is not one of {{carrier}}’s. Choose one from the list.',
    service_unknown: 'The shipping app no longer offers {{service}}. Choose another service.',
    country_not_served: '{{service}} does not deliver to {{country}}. Choose another service.',
    no_shipping_app:
      'The company has no active shipping app. Add Sendcloud from the app catalogue and connect it first.',
    purchase_refused: 'The shipping app bought no label: {{message}} Nothing was charged.',
    provider_unavailable:
      'The shipping app did not answer. No label was bought and nothing was booked; try again in a while.',
    order_without_address:
      'The order has no delivery address. Fill in the receiver’s address before buying the label.',
  },
};
