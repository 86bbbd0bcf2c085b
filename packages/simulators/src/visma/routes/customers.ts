import { badRequest, errorCodes, notFound } from '../errors';
import { ok, pageOf, requireObject, text, type Route } from '../http';
import type { Customer } from '../state';

const required = ['Name', 'InvoiceCity', 'InvoicePostalCode', 'TermsOfPaymentId'] as const;

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
      if (text(raw.Name).length > 50) {
        throw badRequest(errorCodes.dataModelValidation, 'Name is at most 50 characters.');
      }
      if (!company.termsOfPayment.some((t) => t.Id === raw.TermsOfPaymentId)) {
        throw badRequest(errorCodes.resourceNotFound, 'TermsOfPaymentId does not exist.');
      }
      const customer: Customer = {
        Id: crypto.randomUUID(),
        CustomerNumber: text(raw.CustomerNumber) || String(company.next.customer++),
        Name: text(raw.Name),
        EmailAddress: text(raw.EmailAddress) || null,
        InvoiceCity: text(raw.InvoiceCity),
        InvoicePostalCode: text(raw.InvoicePostalCode),
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
