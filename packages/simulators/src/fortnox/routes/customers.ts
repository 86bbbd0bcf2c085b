import { badRequest, errorCodes, notFound } from '../errors';
import { created, ok, paginate, requireObject, text, type Route } from '../http';
import type { Customer } from '../state';

const customerUrl = (baseUrl: string, c: Customer) =>
  `${baseUrl}/3/customers/${encodeURIComponent(c.CustomerNumber)}`;

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
        City: text(raw.City),
        ZipCode: text(raw.ZipCode),
        Phone1: text(raw.Phone1),
        Type: raw.Type === 'COMPANY' ? 'COMPANY' : 'PRIVATE',
        Active: true,
      };
      tenant.customers.push(customer);
      return created({ Customer: { '@url': customerUrl(baseUrl, customer), ...customer } });
    },
  },
  {
    method: 'GET',
    path: '/3/customers',
    handle({ tenant, query, baseUrl }) {
      // Fortnox matches `email` exactly and `name` as a case-insensitive substring.
      const email = query.get('email');
      const name = query.get('name')?.toLowerCase() ?? null;
      const matching = tenant.customers
        .filter((c) => email === null || c.Email === email)
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
