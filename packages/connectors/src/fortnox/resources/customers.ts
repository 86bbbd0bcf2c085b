import type { FortnoxApi } from '../client';

interface CustomerItem {
  CustomerNumber: string;
  Name: string;
  Email?: string;
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

/**
 * The customer's number in Fortnox: found by e-mail, else by exact name, else created. Fortnox's
 * `name` filter matches parts of names, so the exact name is picked from what it returns.
 */
export async function findOrCreateCustomer(
  api: FortnoxApi,
  customer: CustomerInput,
): Promise<string> {
  const email = customer.email?.trim();
  if (email) {
    const found = await search(api, { email });
    const match = found.find((c) => c.Email?.toLowerCase() === email.toLowerCase());
    if (match) return match.CustomerNumber;
  } else {
    const found = await search(api, { name: customer.name });
    const match = found.find((c) => c.Name === customer.name);
    if (match) return match.CustomerNumber;
  }
  const res = await api.request<{ Customer: CustomerItem }>({
    method: 'POST',
    path: '3/customers',
    body: { Customer: { Name: customer.name.slice(0, 1024), ...(email ? { Email: email } : {}) } },
  });
  return res.body.Customer.CustomerNumber;
}
