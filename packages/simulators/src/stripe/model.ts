/** Stripe REST v1 objects as the API returns them (the fields this simulator keeps). */
export type Currency = 'sek' | 'eur';

export interface FeeDetail {
  amount: number;
  application: null;
  currency: string;
  description: string;
  type: 'stripe_fee';
}

export interface BalanceTransaction {
  id: string;
  object: 'balance_transaction';
  amount: number;
  available_on: number;
  balance_type: 'payments';
  created: number;
  currency: string;
  description: string | null;
  exchange_rate: number | null;
  fee: number;
  fee_details: FeeDetail[];
  net: number;
  reporting_category: string;
  source: string;
  status: 'available' | 'pending';
  type: 'charge' | 'refund' | 'adjustment' | 'payout';
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: string;
  captured: true;
  created: number;
  currency: Currency;
  description: string | null;
  disputed: boolean;
  livemode: false;
  metadata: Record<string, string>;
  paid: true;
  payment_intent: null;
  refunded: boolean;
  status: 'succeeded';
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string;
  charge: string;
  created: number;
  currency: Currency;
  metadata: Record<string, string>;
  payment_intent: null;
  reason: null;
  status: 'succeeded';
}

export interface Dispute {
  id: string;
  object: 'dispute';
  amount: number;
  balance_transactions: BalanceTransaction[];
  charge: string;
  created: number;
  currency: Currency;
  livemode: false;
  metadata: Record<string, string>;
  reason: 'fraudulent';
  status: 'needs_response';
}

export interface Payout {
  id: string;
  object: 'payout';
  amount: number;
  arrival_date: number;
  automatic: boolean;
  balance_transaction: string | null;
  created: number;
  currency: 'sek';
  description: string;
  destination: string;
  failure_balance_transaction: null;
  failure_code: null;
  failure_message: null;
  livemode: false;
  metadata: Record<string, string>;
  method: 'standard';
  original_payout: null;
  reversed_by: null;
  source_type: 'card';
  statement_descriptor: null;
  status: 'paid' | 'pending';
  type: 'bank_account';
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
}

export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
