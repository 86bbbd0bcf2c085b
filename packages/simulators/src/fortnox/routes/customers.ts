import { badRequest, errorCodes, notFound } from '../errors';
import { created, ok, paginate, requireObject, text, type Route } from '../http';
import type { Customer } from '../state';

const customerUrl = (baseUrl: string, c: Customer) =>
  `${baseUrl}/3/customers/${encodeURIComponent(c.CustomerNumber)}`;

/** Fortnox's limits on the fields the engine sends (`fortnox_Customer` in the spec). */
function checkCustomer(c: Customer) {
  if (c.ZipCode.length > 10) {
    throw badRequest(errorCodes.invalidParameter, 'Postnumret är längre än 10 tecken.');
  }
  if (c.CountryCode !== '' && !/^[A-Z]{2}$/.test(c.CountryCode)) {
    throw badRequest(errorCodes.invalidParameter, `Landskoden ${c.CountryCode} finns inte.`);
  }
  if (c.Email !== '' && !/^[^\s@]+@[^\s@]+$/.test(c.Email)) {
    throw badRequest(errorCodes.invalidParameter, 'Ogiltig e-postadress.');
  }
}

export const customerRoutes: Route[] = [
  {
    method: 'POST',
    path: '/3/customers',
    handle({ tenant, body, baseUrl }) {
      const raw = requireObject(body, 'Customer');
      const name = text(raw.Name);
      if (name === '') throw badRequest(errorCodes.missingField, 'Kundnamn saknas.');
      let number = text(raw.CustomerNumber);
      if (number === '') number = String(tenant.nextCustomerNumber++);
      if (tenant.customers.some((c) => c.CustomerNumber === number)) {
        throw badRequest(errorCodes.invalidParameter, `Kundnummer ${number} används redan.`);
      }
      const customer: Customer = {
        CustomerNumber: number,
        Name: name,
        Email: text(raw.Email),
        OrganisationNumber: text(raw.OrganisationNumber),
        Address1: text(raw.Address1),
        Address2: text(raw.Address2),
        City: text(raw.City),
        ZipCode: text(raw.ZipCode),
        CountryCode: text(raw.CountryCode),
        Phone1: text(raw.Phone1),
        Type: raw.Type === 'COMPANY' ? 'COMPANY' : 'PRIVATE',
        Active: true,
      };
      checkCustomer(customer);
      tenant.customers.push(customer);
      return created({ Customer: { '@url': customerUrl(baseUrl, customer), ...customer } });
    },
  },
  {
    method: 'GET',
    path: '/3/customers',
    handle({ tenant, query, baseUrl }) {
      // Fortnox matches `email` and `organisationnumber` exactly, `name` as a case-insensitive substring.
      const email = query.get('email');
      const organisation = query.get('organisationnumber');
      const name = query.get('name')?.toLowerCase() ?? null;
      const matching = tenant.customers
        .filter((c) => email === null || c.Email === email)
        .filter((c) => organisation === null || c.OrganisationNumber === organisation)
        .filter((c) => name === null || c.Name.toLowerCase().includes(name))
        .sort((a, b) => a.CustomerNumber.localeCompare(b.CustomerNumber, 'sv', { numeric: true }));
      const page = paginate(matching, query);
      return ok({
        MetaInformation: page.meta,
        Customers: page.items.map((c) => ({
          '@url': customerUrl(baseUrl, c),
          Address1: c.Address1,
          City: c.City,
          CustomerNumber: c.CustomerNumber,
          Email: c.Email,
          Name: c.Name,
          OrganisationNumber: c.OrganisationNumber,
          Phone: c.Phone1,
          ZipCode: c.ZipCode,
        })),
      });
    },
  },
  {
    method: 'GET',
    path: '/3/customers/{CustomerNumber}',
    handle({ tenant, params, baseUrl }) {
      const customer = tenant.customers.find((c) => c.CustomerNumber === params.CustomerNumber);
      if (!customer) throw notFound('kunden');
      return ok({ Customer: { '@url': customerUrl(baseUrl, customer), ...customer } });
    },
  },
];
