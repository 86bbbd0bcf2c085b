import type { CustomAccountMapping } from '@portal/contracts/schemas/custom-accounts';
import { CustomAccountMappingInput } from '../api/save-custom-account';
import { useZodForm } from '@/lib/form';

export type CustomAccountForm = ReturnType<typeof useZodForm<typeof CustomAccountMappingInput>>;

/** The form's values for a mapping (null: a new one, for all subscriptions, product rows at 25 %). */
export function formValues(mapping: CustomAccountMapping | null): CustomAccountMappingInput {
  return {
    company: mapping?.company ?? (undefined as unknown as number),
    subscription: mapping?.subscription ?? null,
    account_type: mapping?.account_type ?? 'revenue',
    account_number: mapping?.account_number ?? '',
    match_type: mapping?.match_type ?? 'any',
    match_code: mapping?.match_code ?? '',
    vat_rate: (mapping ? mapping.vat_rate : 25) as CustomAccountMappingInput['vat_rate'],
    event_type: mapping?.event_type ?? null,
    accounting_number: mapping?.accounting_number ?? '',
    product: mapping?.product ?? true,
    shipping: mapping?.shipping ?? false,
    discount: mapping?.discount ?? false,
    gift_cards: mapping?.gift_cards ?? false,
    fee_lines: mapping?.fee_lines ?? false,
    recurring_transactions: mapping?.recurring_transactions ?? false,
    confirmed: false,
  };
}

export function useCustomAccountForm(mapping: CustomAccountMapping | null): CustomAccountForm {
  return useZodForm(CustomAccountMappingInput, formValues(mapping));
}
