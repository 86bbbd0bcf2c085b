import type { BalanceTransaction, Charge, Currency, Dispute, Payout, Refund } from './model';

/** Builders of Stripe's objects with the fields Stripe fills itself; the state decides the rest. */

export function newCharge(
  id: string,
  fields: { amount: number; currency: Currency; created: number; balanceTransaction: string },
  description: string | null,
  metadata: Record<string, string>,
): Charge {
  return {
    id,
    object: 'charge',
    amount: fields.amount,
    amount_captured: fields.amount,
    amount_refunded: 0,
    balance_transaction: fields.balanceTransaction,
    captured: true,
    created: fields.created,
    currency: fields.currency,
    description,
    disputed: false,
    livemode: false,
    metadata,
    paid: true,
    payment_intent: null,
    refunded: false,
    status: 'succeeded',
  };
}

export function newRefund(
  id: string,
  charge: Charge,
  amount: number,
  created: number,
  balanceTransaction: string,
): Refund {
  return {
    id,
    object: 'refund',
    amount,
    balance_transaction: balanceTransaction,
    charge: charge.id,
    created,
    currency: charge.currency,
    metadata: {},
    payment_intent: null,
    reason: null,
    status: 'succeeded',
  };
}

export function newDispute(
  id: string,
  charge: Charge,
  created: number,
  transaction: BalanceTransaction,
): Dispute {
  return {
    id,
    object: 'dispute',
    amount: charge.amount,
    balance_transactions: [transaction],
    charge: charge.id,
    created,
    currency: charge.currency,
    livemode: false,
    metadata: {},
    reason: 'fraudulent',
    status: 'needs_response',
  };
}

export function newPayout(
  id: string,
  amount: number,
  times: { arrival: number; created: number },
  balanceTransaction: string | null,
  automatic: boolean,
): Payout {
  return {
    id,
    object: 'payout',
    amount,
    arrival_date: times.arrival,
    automatic,
    balance_transaction: balanceTransaction,
    created: times.created,
    currency: 'sek',
    description: 'STRIPE PAYOUT',
    destination: 'ba_1SimulatedBankAccount00',
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: {},
    method: 'standard',
    original_payout: null,
    reversed_by: null,
    source_type: 'card',
    statement_descriptor: null,
    // automatic payouts are read back once they have arrived; a manual one is still on its way
    status: automatic ? 'paid' : 'pending',
    type: 'bank_account',
  };
}
