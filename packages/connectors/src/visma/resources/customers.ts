import type { SaleCustomer } from '../../model/sale';
import type { EnsuredCustomer } from '../../sdk/connector';
import { repeatOnTransient } from '../../sdk/repeat';
import type { VismaApi } from '../client';
import { odataText, readAll } from '../client';
import type { ReferenceData } from './reference-data';

interface CustomerItem {
  Id: string;
  CustomerNumber: string;
  Name: string;
  EmailAddress: string | null;
  CorporateIdentityNumber?: string | null;
}

export interface CustomerInput {
  name: string;
  email?: string;
}

/**
 * Visma requires an invoice city and postal code on every customer; a web-shop buyer without an
 * address gets a placeholder an accountant recognises.
 */
const UNKNOWN = '-';

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

async function search(api: VismaApi, filter: string) {
  return readAll<CustomerItem>(api, 'v2/customers', { $filter: filter });
}

/**
 * The customer Visma already has for this buyer: by e-mail, else by corporate identity number,
 * else (with neither) by exact name.
 */
async function findCustomer(api: VismaApi, customer: SaleCustomer) {
  const email = customer.email?.trim();
  const organisation = customer.organisationNumber?.trim();
  if (email) {
    const found = await search(api, `EmailAddress eq ${odataText(email)}`);
    const match = found.find((c) => c.EmailAddress?.toLowerCase() === email.toLowerCase());
    if (match) return match;
  }
  if (organisation) {
    const found = await search(api, `CorporateIdentityNumber eq ${odataText(organisation)}`);
    const match = found.find((c) => digits(c.CorporateIdentityNumber) === digits(organisation));
    if (match) return match;
  }
  if (!email && !organisation) {
    const name = customer.name.slice(0, 50);
    return (await search(api, `Name eq ${odataText(name)}`)).find((c) => c.Name === name);
  }
  return undefined;
}

/** `CustomerApi` for a buyer: the invoice address Visma requires, within its lengths. */
function toVismaCustomer(customer: SaleCustomer, termsOfPaymentId: string) {
  const address = customer.address ?? {};
  const cut = (value: string | undefined, max: number) => value?.trim().slice(0, max) || undefined;
  const optional = {
    EmailAddress: cut(customer.email, 255),
    CorporateIdentityNumber: cut(customer.organisationNumber, 20),
    InvoiceAddress1: cut(address.address1, 50),
    InvoiceAddress2: cut(address.address2, 50),
    InvoiceCountryCode: cut(address.country?.toUpperCase(), 2),
    Telephone: cut(address.phone, 50),
  };
  return {
    Name: customer.name.slice(0, 50),
    InvoiceCity: cut(address.city, 50) ?? UNKNOWN,
    InvoicePostalCode: cut(address.zip, 10) ?? UNKNOWN,
    TermsOfPaymentId: termsOfPaymentId,
    IsPrivatePerson: !customer.organisationNumber,
    IsActive: true,
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
}

async function create(api: VismaApi, ref: ReferenceData, customer: SaleCustomer) {
  const { TermsOfPaymentId } = await ref.settings();
  const res = await api.request<CustomerItem>({
    method: 'POST',
    path: 'v2/customers',
    body: toVismaCustomer(customer, TermsOfPaymentId),
    retry: 'rate_limited',
  });
  return res.body;
}

/**
 * The buyer's customer number in Visma, found or created once: a transient failure repeats the
 * whole look-then-create, so a customer Visma took before the answer was lost is found.
 */
export function ensureCustomer(
  api: VismaApi,
  ref: ReferenceData,
  customer: SaleCustomer,
): Promise<EnsuredCustomer> {
  return repeatOnTransient(async () => {
    const found = await findCustomer(api, customer);
    if (found) return { number: found.CustomerNumber, created: false };
    return { number: (await create(api, ref, customer)).CustomerNumber, created: true };
  });
}

/** The customer's id in Visma: found by e-mail, else by exact name, else created. */
export async function findOrCreateCustomer(
  api: VismaApi,
  ref: ReferenceData,
  customer: CustomerInput,
): Promise<string> {
  const found = await findCustomer(api, customer);
  return (found ?? (await create(api, ref, customer))).Id;
}

/** The id of the customer with this number (one the engine ensured, e3), if Visma has it. */
export async function customerIdOf(api: VismaApi, number: string): Promise<string | undefined> {
  const found = await search(api, `CustomerNumber eq ${odataText(number)}`);
  return found.find((c) => c.CustomerNumber === number)?.Id;
}
