import type { VismaApi } from '../client';
import { odataText, readAll } from '../client';
import type { ReferenceData } from './reference-data';

interface CustomerItem {
  Id: string;
  Name: string;
  EmailAddress: string | null;
}

export interface CustomerInput {
  name: string;
  email?: string;
}

/**
 * Placeholders for the invoice address Visma requires on a customer: a web-shop order's
 * canonical customer has only a name and an e-mail.
 */
const UNKNOWN_ADDRESS = { InvoiceCity: '-', InvoicePostalCode: '-' };

/** The customer's id in Visma: found by e-mail, else by exact name, else created. */
export async function findOrCreateCustomer(
  api: VismaApi,
  ref: ReferenceData,
  customer: CustomerInput,
): Promise<string> {
  const email = customer.email?.trim();
  const name = customer.name.slice(0, 50);
  const filter = email ? `EmailAddress eq ${odataText(email)}` : `Name eq ${odataText(name)}`;
  const found = await readAll<CustomerItem>(api, 'v2/customers', { $filter: filter });
  const match = email
    ? found.find((c) => c.EmailAddress?.toLowerCase() === email.toLowerCase())
    : found.find((c) => c.Name === name);
  if (match) return match.Id;
  const { TermsOfPaymentId } = await ref.settings();
  const res = await api.request<CustomerItem>({
    method: 'POST',
    path: 'v2/customers',
    body: {
      Name: name,
      ...(email ? { EmailAddress: email } : {}),
      ...UNKNOWN_ADDRESS,
      TermsOfPaymentId,
      IsPrivatePerson: true,
      IsActive: true,
    },
  });
  return res.body.Id;
}
