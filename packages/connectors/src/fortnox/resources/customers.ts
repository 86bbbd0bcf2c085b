import type { SaleCustomer } from '../../model/sale';
import type { EnsuredCustomer } from '../../sdk/connector';
import { repeatOnTransient } from '../../sdk/repeat';
import type { FortnoxApi } from '../client';

interface CustomerItem {
  CustomerNumber: string;
  Name: string;
  Email?: string;
  OrganisationNumber?: string;
}

export interface CustomerInput {
  name: string;
  email?: string;
}

async function search(api: FortnoxApi, query: Record<string, string>): Promise<CustomerItem[]> {
  const res = await api.request<{ Customers: CustomerItem[] }>({
    path: '3/customers',
    query: { ...query, limit: 500 },
  });
  return res.body.Customers;
}

const sameText = (a: string | undefined, b: string) => a?.trim().toLowerCase() === b.toLowerCase();
/** 556677-8899 and 5566778899 are the same organisation number */
const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/**
 * The customer Fortnox already has for this buyer: by e-mail, else by organisation number, else
 * (with neither) by exact name. Fortnox's `name` filter matches parts of names, so the exact
 * name is picked from what it returns.
 */
async function findCustomer(api: FortnoxApi, customer: SaleCustomer) {
  const email = customer.email?.trim();
  const organisation = customer.organisationNumber?.trim();
  if (email) {
    const found = (await search(api, { email })).find((c) => sameText(c.Email, email));
    if (found) return found;
  }
  if (organisation) {
    const found = (await search(api, { organisationnumber: organisation })).find(
      (c) => digits(c.OrganisationNumber) === digits(organisation),
    );
    if (found) return found;
  }
  if (!email && !organisation) {
    return (await search(api, { name: customer.name })).find((c) => c.Name === customer.name);
  }
  return undefined;
}

/** The buyer as a Fortnox customer: the address fields an invoice prints. */
function toFortnoxCustomer(customer: SaleCustomer) {
  const address = customer.address ?? {};
  const optional = {
    Email: customer.email?.trim(),
    OrganisationNumber: customer.organisationNumber?.trim(),
    Address1: address.address1,
    Address2: address.address2,
    ZipCode: address.zip?.slice(0, 10),
    City: address.city,
    CountryCode: address.country?.toUpperCase(),
    Phone1: address.phone,
  };
  return {
    Name: customer.name.slice(0, 1024),
    Type: customer.organisationNumber ? 'COMPANY' : 'PRIVATE',
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v)),
  };
}

/**
 * The buyer's customer number in Fortnox, found or created once: a transient failure repeats
 * the whole look-then-create, so a customer Fortnox took before the answer was lost is found.
 */
export function ensureCustomer(api: FortnoxApi, customer: SaleCustomer): Promise<EnsuredCustomer> {
  return repeatOnTransient(async () => {
    const found = await findCustomer(api, customer);
    if (found) return { number: found.CustomerNumber, created: false };
    const res = await api.request<{ Customer: CustomerItem }>({
      method: 'POST',
      path: '3/customers',
      body: { Customer: toFortnoxCustomer(customer) },
      retry: 'rate_limited',
    });
    return { number: res.body.Customer.CustomerNumber, created: true };
  });
}

/**
 * The customer's number in Fortnox: found by e-mail, else by exact name, else created (an
 * invoice whose customer the engine has not ensured beforehand).
 */
export async function findOrCreateCustomer(
  api: FortnoxApi,
  customer: CustomerInput,
): Promise<string> {
  const found = await findCustomer(api, customer);
  if (found) return found.CustomerNumber;
  const res = await api.request<{ Customer: CustomerItem }>({
    method: 'POST',
    path: '3/customers',
    body: { Customer: toFortnoxCustomer(customer) },
    retry: 'rate_limited',
  });
  return res.body.Customer.CustomerNumber;
}
