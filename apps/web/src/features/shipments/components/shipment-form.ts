import { ShipmentInput, ShopOrderId, type ShipmentForm } from '@portal/contracts/schemas/shipments';
import { issueMessage } from '@portal/contracts/validation';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { ShipmentFormValues } from '../utils/draft';
import { encodeMessage, zodI18nResolver } from '@/lib/form';

const byContract = zodI18nResolver(ShipmentInput) as unknown as Resolver<
  ShipmentFormValues,
  unknown,
  ShipmentForm
>;

/** Why a shop order id typed by hand is refused, as an encoded message; null when it is fine. */
export function orderIdError(value: string | null): string | null {
  const text = (value ?? '').trim();
  if (text === '') return encodeMessage({ key: 'validation.required', params: {} });
  const parsed = ShopOrderId.safeParse(text);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return encodeMessage(issueMessage(issue as Parameters<typeof issueMessage>[0]));
}

/**
 * The contract's rules, and for a shipment made by hand the shop's order id at once (SPEC §5:
 * 8+ digits): the contract only asks for it after everything else is right.
 */
export const shipmentResolver: Resolver<ShipmentFormValues, unknown, ShipmentForm> = async (
  values,
  context,
  options,
) => {
  const result = await byContract(values, context, options);
  if (values.order !== null) return result;
  const message = orderIdError(values.order_id);
  if (!message) return result;
  const errors: FieldErrors<ShipmentFormValues> = {
    ...result.errors,
    order_id: { type: 'order_id', message },
  };
  return { values: {}, errors };
};

/** Validated on blur (SPEC §5); selects and the service point picker on change. */
export function useShipmentForm(values: ShipmentFormValues) {
  return useForm<ShipmentFormValues, unknown, ShipmentForm>({
    resolver: shipmentResolver,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: values,
  });
}

export type ShipmentFormApi = ReturnType<typeof useShipmentForm>;
