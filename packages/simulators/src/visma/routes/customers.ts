import { badRequest, errorCodes, notFound } from '../errors';
import { ok, pageOf, requireObject, text, type Route } from '../http';
import type { Customer } from '../state';

const required = ['Name', 'InvoiceCity', 'InvoicePostalCode', 'TermsOfPaymentId'] as const;

/** Maximum lengths from `CustomerApi` in the eAccounting v2 specification. */
const LIMITS: readonly [string, number][] = [
  ['Name', 50],
  ['CustomerNumber', 16],
  ['CorporateIdentityNumber', 20],
  ['EmailAddress', 255],
  ['InvoiceAddress1', 50],
  ['InvoiceAddress2', 50],
  ['InvoiceCity', 50],
  ['InvoicePostalCode', 10],
  ['InvoiceCountryCode', 2],
  ['Telephone', 50],
];

const orNull = (value: unknown) => text(value) || null;

export const customerRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v2/customers',
    handle({ company, body, now }) {
      const raw = requireObject(body);
      for (const field of required) {
        if (text(raw[field]).trim() === '') {
          throw badRequest(errorCodes.dataModelValidation, `${field} is required.`);
        }
      }
      if (typeof raw.IsPrivatePerson !== 'boolean' || typeof raw.IsActive !== 'boolean') {
        throw badRequest(
          errorCodes.dataModelValidation,
          'IsPrivatePerson and IsActive are required.',
        );
      }
      for (const [field, max] of LIMITS) {
        if (text(raw[field]).length > max) {
          throw badRequest(
            errorCodes.dataModelValidation,
            `${field} is at most ${max} characters.`,
          );
        }
      }
      if (!company.termsOfPayment.some((t) => t.Id === raw.TermsOfPaymentId)) {
        throw badRequest(errorCodes.resourceNotFound, 'TermsOfPaymentId does not exist.');
      }
      const customer: Customer = {
        Id: crypto.randomUUID(),
        CustomerNumber: text(raw.CustomerNumber) || String(company.next.customer++),
        Name: text(raw.Name),
        EmailAddress: orNull(raw.EmailAddress),
        CorporateIdentityNumber: orNull(raw.CorporateIdentityNumber),
        InvoiceAddress1: orNull(raw.InvoiceAddress1),
        InvoiceAddress2: orNull(raw.InvoiceAddress2),
        InvoiceCity: text(raw.InvoiceCity),
        InvoicePostalCode: text(raw.InvoicePostalCode),
        InvoiceCountryCode: orNull(raw.InvoiceCountryCode),
        Telephone: orNull(raw.Telephone),
        TermsOfPaymentId: text(raw.TermsOfPaymentId),
        IsPrivatePerson: raw.IsPrivatePerson,
        IsActive: raw.IsActive,
        ChangedUtc: now,
      };
      company.customers.push(customer);
      return ok(customer);
    },
  },
  { method: 'GET', path: '/v2/customers', handle: (ctx) => pageOf(ctx.company.customers, ctx) },
  {
    method: 'GET',
    path: '/v2/customers/{customerId}',
    handle({ company, params }) {
      const customer = company.customers.find((c) => c.Id === params.customerId);
      if (!customer) throw notFound('The customer');
      return ok(customer);
    },
  },
];
