import type { SaleCustomer } from '@portal/connectors/model/sale';
import { plainText } from '@portal/connectors/text';
import type { AppContext } from '../../context';
import { findCustomer, markCustomerSynced, saveCustomerRead } from '../sales/customers.repository';
import { ruleReason, stopsTheRun } from './context';
import { errorReason, reason } from './reason';
import type { Reason } from './reason';
import type { SyncEnv } from './context';
import { claimRecord, contentHash, finishRecord } from './records';

/** Who the buyer is in the app: its customer id, a guest's e-mail, or (with neither) the name. */
function sourceIdOf(customer: SaleCustomer): string {
  if (customer.id) return customer.id;
  if (customer.email) return `email:${customer.email.trim().toLowerCase()}`;
  return `name:${customer.name.trim()}`;
}

const clean = (value: string | undefined) => (value ? plainText(value).trim() : undefined);

/** The buyer in one-line texts, the empty parts left out. */
function plainCustomer(customer: SaleCustomer): SaleCustomer {
  const address = Object.fromEntries(
    Object.entries(customer.address ?? {})
      .map(([k, v]) => [k, clean(v)])
      .filter(([, v]) => v),
  );
  const email = clean(customer.email);
  const organisationNumber = clean(customer.organisationNumber);
  return {
    name: clean(customer.name) ?? '',
    ...(customer.id ? { id: customer.id } : {}),
    ...(email ? { email } : {}),
    ...(organisationNumber ? { organisationNumber } : {}),
    ...(Object.keys(address).length ? { address } : {}),
  };
}

/** A custom rule's output as a customer, or why it is not one. */
function asCustomer(output: unknown, read: SaleCustomer): SaleCustomer | Reason {
  if (!output || typeof output !== 'object' || Array.isArray(output))
    return reason('customer_rules_no_customer', 'The custom rules did not return a customer');
  const customer = { ...read, ...(output as Partial<SaleCustomer>), id: read.id };
  if (typeof customer.name !== 'string' || !customer.name.trim())
    return reason('customer_no_name', 'The customer has no name');
  return plainCustomer(customer);
}

/** A customer always has a name (a rule's extra fields aside); a reason never. */
const isReason = (value: SaleCustomer | Reason): value is Reason => !('name' in value);

export type EnsuredNumber = { number: string } | { failed: Reason } | null;

/**
 * e3: the customer number an invoice names. A buyer the ledger got before, unchanged since, is
 * the row's number without a request; otherwise the custom rules run over the buyer, the ledger
 * finds (by e-mail, else organisation number) or creates them, and their one sync entry (kind
 * 'customer', source id the buyer's) says so. Null where the ledger keeps no customers of its
 * own (the invoice then finds its customer itself) or the sale names no buyer.
 */
export async function ensureSaleCustomer(
  ctx: AppContext,
  env: SyncEnv,
  buyer: SaleCustomer | null,
): Promise<EnsuredNumber> {
  if (!buyer || !env.records?.ensureCustomer) return null;
  const read = plainCustomer(buyer);
  const key = {
    subscriptionId: env.subscription.id,
    source: env.source,
    sourceId: sourceIdOf(read),
  };
  const ruled = await env.rules('e3', read);
  const customer = ruled.ok ? asCustomer(ruled.output, read) : ruleReason(ruled);
  const hash = isReason(customer) ? null : contentHash(customer);
  const row = await findCustomer(ctx.db, key);
  if (row?.customerNumber && hash && row.syncedHash === hash && row.syncStatus === 'Success')
    return { number: row.customerNumber };
  const { entry } = await claimRecord(ctx, env, {
    kind: 'customer',
    elementType: 'e3',
    sourceId: key.sourceId,
    reference: read.name,
    eventType: 'customer.sync',
  });
  await saveCustomerRead(
    ctx.db,
    { ...key, companyId: env.subscription.companyId },
    isReason(customer) ? read : customer,
    entry,
  );
  if (isReason(customer)) {
    await finishRecord(ctx, entry.id, { status: 'Failed', reason: customer });
    return { failed: customer };
  }
  try {
    const ensured = await env.records.ensureCustomer(customer);
    await finishRecord(
      ctx,
      entry.id,
      { status: 'Success', reason: null, target: ensured.number },
      (tx) => markCustomerSynced(tx, key, { hash: hash!, customerNumber: ensured.number }),
    );
    return { number: ensured.number };
  } catch (error) {
    if (stopsTheRun(error)) throw error;
    const failed = errorReason(error);
    await finishRecord(ctx, entry.id, { status: 'Failed', reason: failed });
    return { failed };
  }
}
