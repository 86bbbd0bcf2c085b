import type {
  PreviewRequest,
  PreviewResponse,
  Subscription,
} from '@portal/contracts/schemas/subscriptions';
import type { CanonicalPayout } from '@portal/connectors/model/payout';
import type { CanonicalSale } from '@portal/connectors/model/sale';
import { mapShopifyOrder } from '@portal/connectors/shopify/mapping/order';
import type { ShopifyOrder } from '@portal/connectors/shopify/mapping/order';
import { mapShopifyPayout } from '@portal/connectors/shopify/mapping/payout';
import type {
  ShopifyBalanceTransaction,
  ShopifyPayout,
} from '@portal/connectors/shopify/mapping/payout';
import { mapShopifyRefund } from '@portal/connectors/shopify/mapping/refund';
import type { ShopifyRefund } from '@portal/connectors/shopify/mapping/refund';
import { mapWooOrder } from '@portal/connectors/woocommerce/mapping/order';
import type { WooOrder } from '@portal/connectors/woocommerce/mapping/order';
import { mapWooRefund } from '@portal/connectors/woocommerce/mapping/refund';
import type { WooRefund } from '@portal/connectors/woocommerce/mapping/refund';
import type { AppContext } from '../../context';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import { notFound, withDetail } from '../../http/http-error';
import { accountsOf } from '../bookkeeping/accounts';
import { toPreviewDocument } from '../bookkeeping/documents';
import { postPayout } from '../bookkeeping/post-payout';
import { postSale } from '../bookkeeping/post-sale';
import { activeCompanyOf, seesCompany } from '../tenancy/scope';
import type { Scope } from '../tenancy/scope';
import { findScopedSubscription, listCompanySubscriptions } from './subscriptions.repository';

const APPLICATION_NAMES: Record<string, string> = {
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  stripe: 'Stripe',
  klarna: 'Klarna',
};
const ACCOUNTING_NAMES: Record<string, string> = {
  fortnox: 'Fortnox',
  visma: 'Visma eEkonomi',
  sie: 'SIE-fil',
};

export function toDto(row: {
  subscription: SubscriptionRow;
  company: string;
  userEmail: string | null;
  userRole: string | null;
}): Subscription {
  const s = row.subscription;
  return {
    id: s.id,
    company_id: s.companyId,
    company: row.company,
    application: s.application as Subscription['application'],
    application_name: APPLICATION_NAMES[s.application] ?? s.application,
    accounting: s.accounting as Subscription['accounting'],
    accounting_name: ACCOUNTING_NAMES[s.accounting] ?? s.accounting,
    status: s.status as Subscription['status'],
    is_live: s.isLive,
    user_email: row.userEmail,
    user_role: row.userRole,
    payment_interval: s.paymentInterval as Subscription['payment_interval'],
    posting_model: s.postingModel as Subscription['posting_model'],
    start_date: s.startDate,
    last_processed_date: s.lastProcessedAt?.toISOString() ?? null,
  };
}

/** SPEC §7: a company's subscriptions; without `company_id` the active company's. */
export async function listSubscriptions(ctx: AppContext, scope: Scope, companyId?: number) {
  const id = companyId ?? activeCompanyOf(scope);
  if (!seesCompany(scope, id)) throw notFound();
  return (await listCompanySubscriptions(ctx.db, scope, id)).map(toDto);
}

/** A provider object, whether sent bare or wrapped as its webhook/REST body wraps it. */
function unwrap<T>(payload: Record<string, unknown>, key: string): T {
  const inner = payload[key];
  return (inner && typeof inner === 'object' ? inner : payload) as T;
}

function mapShopify(request: PreviewRequest): CanonicalSale | CanonicalPayout {
  const { entity, payload } = request;
  if (entity === 'order') return mapShopifyOrder(unwrap<ShopifyOrder>(payload, 'order'));
  if (entity === 'refund') {
    const refund = unwrap<ShopifyRefund & { currency?: string }>(payload, 'refund');
    return mapShopifyRefund(refund, refund.currency);
  }
  const payout = unwrap<ShopifyPayout & { transactions?: ShopifyBalanceTransaction[] }>(
    payload,
    'payout',
  );
  const transactions = (payload.transactions ??
    payout.transactions ??
    []) as ShopifyBalanceTransaction[];
  return mapShopifyPayout(payout, transactions);
}

/** A refund object carries neither its order nor its currency: the preview may add both. */
function mapWoo(request: PreviewRequest): CanonicalSale {
  if (request.entity === 'order') return mapWooOrder(request.payload as unknown as WooOrder);
  const refund = request.payload as unknown as WooRefund & { order_id?: number; currency?: string };
  return mapWooRefund(refund, String(refund.order_id ?? ''), refund.currency ?? 'SEK');
}

/**
 * What the engine would book for one provider object, without booking it (the app settings
 * screen shows it). A payload that is not the provider's shape is a 400 with the reason.
 */
export async function previewBooking(
  ctx: AppContext,
  scope: Scope,
  id: number,
  request: PreviewRequest,
): Promise<PreviewResponse> {
  const found = await findScopedSubscription(ctx.db, scope, id);
  if (!found) throw notFound();
  const subscription = found.subscription;
  const woo = subscription.application === 'woocommerce' && request.entity !== 'payout';
  if (subscription.application !== 'shopify' && !woo) {
    throw withDetail(400, 'validation_error', 'errors.preview_unsupported', {
      application: APPLICATION_NAMES[subscription.application] ?? subscription.application,
    });
  }
  let mapped: CanonicalSale | CanonicalPayout;
  try {
    mapped = woo ? mapWoo(request) : mapShopify(request);
  } catch (error) {
    throw withDetail(400, 'validation_error', 'errors.preview_payload', {
      entity: request.entity,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  const accounts = accountsOf(subscription);
  const posting = 'kind' in mapped ? postSale(mapped, accounts) : postPayout(mapped, accounts);
  return {
    documents: posting.documents.map(toPreviewDocument),
    warnings: posting.warnings,
  };
}

/** A subscription of the caller's tenancy, with its company's name and organisation number. */
export async function visibleSubscription(ctx: AppContext, scope: Scope, id: number) {
  const found = await findScopedSubscription(ctx.db, scope, id);
  if (!found) throw notFound();
  return found;
}

/** One subscription of the caller's tenancy as the API shows it. */
export async function subscriptionView(ctx: AppContext, scope: Scope, id: number) {
  return toDto(await visibleSubscription(ctx, scope, id));
}
