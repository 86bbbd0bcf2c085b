import type { ShipmentProblem, ShipmentRequest } from '../sdk/shipping';
import type { SendcloudTransports } from './transport';
import { carrierName, needsDimensions } from './mapping/catalog';
import type { SendcloudMethod } from './mapping/catalog';
import { servicePoint, shippingMethod, shippingMethods } from './resources/catalog';

const problem = (
  code: ShipmentProblem['code'],
  text: string,
  params: ShipmentProblem['params'],
  where: { parcel?: number; field?: string } = {},
): ShipmentProblem => ({ code, text, params, ...where });

const kg = (grams: number) => Math.round(grams) / 1000;

/** Weight and size, parcel by parcel, against the method's limits. */
function parcelProblems(method: SendcloudMethod, request: ShipmentRequest): ShipmentProblem[] {
  const problems: ShipmentProblem[] = [];
  const max = Number(method.max_weight);
  const min = Number(method.min_weight);
  request.parcels.forEach((parcel, i) => {
    const weight = kg(parcel.weightGrams);
    const at = { parcel: i, field: `parcels.${i}.weight_grams` };
    const named = { parcel: i + 1, weight, service: method.name };
    if (weight > max)
      problems.push(
        problem(
          'overweight',
          `Parcel ${i + 1} weighs ${weight} kg, over ${max} kg`,
          { ...named, max },
          at,
        ),
      );
    else if (weight < min)
      problems.push(
        problem(
          'underweight',
          `Parcel ${i + 1} weighs ${weight} kg, under ${min} kg`,
          { ...named, min },
          at,
        ),
      );
    if (needsDimensions(method.carrier) && !(parcel.lengthCm && parcel.widthCm && parcel.heightCm))
      problems.push(
        problem(
          'dimensions_missing',
          `${method.name} needs the size of parcel ${i + 1}`,
          { service: method.name, parcel: i + 1 },
          { parcel: i, field: `parcels.${i}.length_cm` },
        ),
      );
  });
  return problems;
}

async function servicePointProblems(
  transports: SendcloudTransports,
  method: SendcloudMethod,
  request: ShipmentRequest,
): Promise<ShipmentProblem[]> {
  const field = { field: 'service_point_id' };
  if (method.service_point_input === 'required' && !request.servicePointId)
    return [
      problem(
        'service_point_required',
        `${method.name} needs a service point`,
        { service: method.name },
        field,
      ),
    ];
  if (!request.servicePointId || method.service_point_input !== 'required') return [];
  const point = await servicePoint(transports.servicePoints, request.servicePointId);
  if (point && point.carrier === method.carrier) return [];
  return [
    problem(
      'service_point_not_served',
      `Service point ${request.servicePointId} is not ${carrierName(method.carrier)}'s`,
      {
        service_point: point?.name ?? request.servicePointId,
        carrier: carrierName(method.carrier),
      },
      field,
    ),
  ];
}

/**
 * What Sendcloud would refuse, asked before buying: the method (it exists, delivers to the
 * country), each parcel's weight and size, the service point (required, the carrier's own), and
 * the carrier's postal code check, which Sendcloud answers by leaving a method out of
 * `GET /shipping_methods?to_country=…&to_postal_code=…` when the carrier does not deliver there.
 */
export async function shipmentProblems(
  transports: SendcloudTransports,
  request: ShipmentRequest,
): Promise<ShipmentProblem[]> {
  const method = await shippingMethod(transports.api, request.serviceId);
  if (!method)
    return [
      problem(
        'service_unknown',
        `No shipping method ${request.serviceId}`,
        { service: request.serviceId },
        { field: 'service_id' },
      ),
    ];
  const { country, postalCode } = request.receiver;
  if (!method.countries.some((c) => c.iso_2 === country))
    return [
      problem(
        'country_not_served',
        `${method.name} does not deliver to ${country}`,
        { service: method.name, country },
        { field: 'receiver.country' },
      ),
    ];
  const problems = parcelProblems(method, request);
  problems.push(...(await servicePointProblems(transports, method, request)));
  const served = await shippingMethods(transports.api, {
    toCountry: country,
    toPostalCode: postalCode,
  });
  if (!served.some((m) => m.id === method.id))
    problems.push(
      problem(
        'address_unservable',
        `${carrierName(method.carrier)} does not deliver to ${country}-${postalCode}`,
        { carrier: carrierName(method.carrier), postal_code: postalCode, country },
        { field: 'receiver.postal_code' },
      ),
    );
  return problems;
}
