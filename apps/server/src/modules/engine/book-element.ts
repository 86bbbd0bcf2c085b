import { ConnectorError } from '@portal/connectors/errors';
import type { LedgerDocument } from '@portal/connectors/model/document';
import type { CanonicalPayout } from '@portal/connectors/model/payout';
import type { CanonicalSale } from '@portal/connectors/model/sale';
import { isUnmapped } from '@portal/connectors/sdk/connector';
import type { SourceItem } from '@portal/connectors/sdk/connector';
import type { AppContext } from '../../context';
import { postPayout } from '../bookkeeping/post-payout';
import { postSale } from '../bookkeeping/post-sale';
import type { Posting } from '../bookkeeping/post-sale';
import { claimEntry, findEntry } from '../sync/sync.repository';
import { entryFinish, ruleReason, stopsTheRun } from './context';
import type { Finish, Outcome, SyncEnv } from './context';
import { ensureSaleCustomer } from './customers';
import { checkAndBook } from './ledger-post';
import { elementMarker } from './markers';
import { bookSummaryForPayout, stageSale } from './summaries';
import { errorText } from '../../db/errors';
import { errorReason, framed, joinReasons, reason, warningsReason } from './reason';
import type { Reason } from './reason';
import { recordElement } from '../sales/record.repository';

export { stopsTheRun } from './context';

/** SPEC §9 element types: e5 invoice, e6 order, e7 voucher to accounting. */
function elementTypeOf(env: SyncEnv, item: SourceItem) {
  if (item.kind === 'payout' || env.subscription.postingModel !== 'per_order') return 'e7';
  return bookAsInvoice(env) ? 'e5' : 'e7';
}

const bookAsInvoice = (env: SyncEnv) =>
  env.subscription.bookAs === 'invoice' && env.ledgerTakesInvoices;

function referenceOf(item: SourceItem) {
  if (isUnmapped(item)) return item.id;
  return item.kind === 'payout' ? item.payout.sourceId : item.sale.reference;
}

/**
 * Syncs one source element exactly once: its sync entry is claimed under the unique key
 * (subscription, source, id, kind); an element already booked is a duplicate; otherwise it is
 * mapped, put through the custom rules, checked against the ledger's constraints and booked
 * with the engine's marker (which the ledger is searched for first). A failing element is
 * recorded with its reason and never stops the others; only a failure of the provider itself
 * (transient, rate limit, credentials) stops the run, to be taken up again from the cursor.
 */
export async function syncElement(
  ctx: AppContext,
  env: SyncEnv,
  item: SourceItem,
  eventType: string,
): Promise<Outcome> {
  const { subscription, source } = env;
  const now = ctx.clock.now();
  const { entry, created } = await claimEntry(ctx.db, {
    subscriptionId: subscription.id,
    companyId: subscription.companyId,
    source,
    sourceId: item.id,
    kind: item.kind,
    eventType,
    elementType: elementTypeOf(env, item),
    referenceNumber: referenceOf(item),
    status: 'Pending',
    reason: '',
    createdAt: now,
    updatedAt: now,
  });
  await recordElement(
    ctx.db,
    entry,
    item,
    item.kind !== 'payout' && subscription.postingModel === 'per_order'
      ? elementMarker(subscription.id, source, item.kind, item.id)
      : null,
  );
  if (!created && entry.status === 'Success') return 'duplicate';
  const finish = entryFinish(ctx, entry.id, { eventType });

  if (isUnmapped(item)) {
    const text = `The ${item.kind} could not be read: ${item.error}`;
    await finish('Failed', reason(`unreadable_${item.kind}`, text, { message: item.error }));
    return 'failed';
  }
  try {
    if (item.kind === 'payout') return await syncPayout(ctx, env, entry.id, item.payout, finish);
    return await syncSale(ctx, env, entry.id, item.sale, created, finish);
  } catch (error) {
    if (stopsTheRun(error)) throw error;
    await finish('Failed', errorReason(error));
    return 'failed';
  }
}

async function syncSale(
  ctx: AppContext,
  env: SyncEnv,
  entryId: number,
  mapped: CanonicalSale,
  created: boolean,
  finish: Finish,
): Promise<Outcome> {
  const ruled = await env.rules('e6', mapped);
  if (!ruled.ok) {
    await finish('Failed', ruleReason(ruled));
    return 'failed';
  }
  const sale = ruled.output as CanonicalSale;
  if (env.subscription.postingModel !== 'per_order') {
    const staged = await stageSale(ctx, env, entryId, sale);
    return staged || !created ? 'staged' : 'duplicate';
  }
  let posting: Posting;
  try {
    posting = postSale(sale, env.accounts, { rateToSek: sale.rateToSek });
  } catch (error) {
    await finish('Failed', errorReason(error));
    return 'failed';
  }
  const warned = warningsReason(posting.warnings);
  if (warned) {
    await finish('Ambiguous', warned);
    return 'ambiguous';
  }
  const marker = elementMarker(env.subscription.id, env.source, sale.kind, sale.sourceId);
  const voucher = posting.documents[0]!;
  let document: LedgerDocument = { ...voucher, customer: buyerOf(sale) };
  if (bookAsInvoice(env)) {
    if (sale.kind === 'order') {
      // e3: the invoice names the customer the ledger keeps for the buyer
      const ensured = await ensureSaleCustomer(ctx, env, sale.customer);
      if (ensured && 'failed' in ensured) {
        const text = `The customer could not be kept in the ledger: ${ensured.failed.text}`;
        await finish('Failed', framed('customer', ensured.failed, text));
        return 'failed';
      }
      const customer = ensured
        ? { ...document.customer!, number: ensured.number }
        : document.customer;
      document = { ...document, type: 'invoice', customer };
    } else {
      const order = await findEntry(
        ctx.db,
        env.subscription.id,
        env.source,
        sale.orderId ?? '',
        'order',
      );
      if (order?.status !== 'Success' || !order.targetReference) {
        const refunded = sale.orderId ?? sale.reference;
        const text = `The refunded order ${refunded} is not booked yet`;
        await finish('Failed', reason('refund_order_not_booked', text, { order: refunded }));
        return 'failed';
      }
      document = { ...document, type: 'credit_invoice', creditOf: order.targetReference };
    }
  }
  return book(env, document, marker, finish, sale.kind === 'refund');
}

/** Who bought, as a document names them: name and e-mail (e3 adds the ledger's number). */
const buyerOf = (sale: CanonicalSale): LedgerDocument['customer'] =>
  sale.customer
    ? { name: sale.customer.name, ...(sale.customer.email ? { email: sale.customer.email } : {}) }
    : null;

async function syncPayout(
  ctx: AppContext,
  env: SyncEnv,
  entryId: number,
  payout: CanonicalPayout,
  finish: Finish,
): Promise<Outcome> {
  if (env.subscription.postingModel === 'per_payout') {
    return bookSummaryForPayout(ctx, env, entryId, payout, finish);
  }
  const posting = postPayout(payout, env.accounts, { rateToSek: payout.rateToSek });
  const marker = elementMarker(env.subscription.id, env.source, 'payout', payout.sourceId);
  return bookPosting(env, posting, marker, finish);
}

/**
 * Books a posting whose warnings are reported, not hidden: a payout whose deposit differs from
 * its transactions is booked with the difference on suspense and recorded Ambiguous.
 */
export async function bookPosting(
  env: SyncEnv,
  posting: Posting,
  marker: string,
  finish: Finish,
): Promise<Outcome> {
  const booked = await checkAndBook(env.ledger, posting.documents[0]!, marker);
  if ('failed' in booked) {
    await finish('Failed', booked.failed);
    return 'failed';
  }
  const { reference, recovered } = booked;
  const warned = warningsReason(posting.warnings);
  if (warned) {
    await finish('Ambiguous', warned, reference);
    return 'ambiguous';
  }
  await finish('Success', null, reference);
  return recovered ? 'recovered' : 'booked';
}

async function book(
  env: SyncEnv,
  raw: LedgerDocument,
  marker: string,
  finish: Finish,
  isRefund: boolean,
): Promise<Outcome> {
  const ruled = await env.rules(raw.type === 'voucher' ? 'e7' : 'e5', raw);
  if (!ruled.ok) {
    await finish('Failed', ruleReason(ruled));
    return 'failed';
  }
  const document = ruled.output as LedgerDocument;
  try {
    const booked = await checkAndBook(env.ledger, document, marker);
    if ('failed' in booked) {
      if (document.type !== 'voucher')
        return bookAsVoucher(env, document, marker, finish, booked.failed);
      await finish('Failed', booked.failed);
      return 'failed';
    }
    const { reference, recovered } = booked;
    await finish('Success', null, reference);
    return recovered ? 'recovered' : 'booked';
  } catch (error) {
    // Fortnox takes one credit invoice per invoice: a further refund becomes a corrective voucher.
    if (!(isRefund && error instanceof ConnectorError && error.code === 'conflict')) throw error;
    const corrective: LedgerDocument = {
      ...document,
      type: 'voucher',
      description: `Rättelse: ${document.description}`,
    };
    delete corrective.creditOf;
    const { reference, recovered } = await env.ledger.bookOnce(corrective, `${marker}:corrective`);
    const message = errorText(error);
    const text = `Booked as a corrective voucher: ${message}`;
    await finish('Success', reason('booked_as_corrective', text, { message }), reference);
    return recovered ? 'recovered' : 'booked';
  }
}

/**
 * An invoice or credit invoice the ledger would refuse (its own VAT rounding differs by an öre,
 * no coding for an account, the order it credits was itself booked as a voucher) is booked as the
 * voucher it is, rows unchanged, instead of failing: the books are the same, and the entry says why.
 */
async function bookAsVoucher(
  env: SyncEnv,
  document: LedgerDocument,
  marker: string,
  finish: Finish,
  refused: Reason,
): Promise<Outcome> {
  const voucher: LedgerDocument = { ...document, type: 'voucher' };
  delete voucher.creditOf;
  const booked = await checkAndBook(env.ledger, voucher, marker);
  if ('failed' in booked) {
    await finish('Failed', joinReasons([refused, booked.failed], ' · as a voucher: '));
    return 'failed';
  }
  const text = `Booked as a voucher: ${refused.text}`;
  await finish('Success', framed('as_voucher', refused, text), booked.reference);
  return booked.recovered ? 'recovered' : 'booked';
}
