import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { Checkout } from '@portal/contracts/schemas/checkout';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckoutResult } from '../api/get-checkout';

const COLOR: Record<Checkout['status'], string> = {
  paid: 'green',
  open: 'yellow',
  expired: 'gray',
  cancelled: 'gray',
};

/**
 * What became of a payment when the browser is back from the provider's page: paid, or
 * nothing charged (cancelled, declined and left, expired). Billing and activation show it.
 */
export function CheckoutResult({
  id,
  cancelled,
  onPaid,
}: {
  id: number;
  cancelled: boolean;
  /** what the screen refreshes once the payment is in (the invoices, the activation) */
  onPaid?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const result = useCheckoutResult(id, { recheck: !cancelled });
  const paid = result.data?.status === 'paid';
  useEffect(() => {
    if (paid) onPaid?.();
    // once per payment: a new callback identity must not call it again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paid]);
  if (result.isPending)
    return (
      <Group role="status" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text>{t('checkout.result.checking')}</Text>
      </Group>
    );
  if (result.isError)
    return (
      <Group role="alert">
        <Text c="red">{t('common.list_failed')}</Text>
        <Button variant="default" size="xs" onClick={() => void result.refetch()}>
          {t('common.try_again')}
        </Button>
      </Group>
    );
  const checkout = result.data;
  const amount = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'sv-SE', {
    style: 'currency',
    currency: 'SEK',
  }).format(Number(checkout.amount));
  const status = checkout.status === 'open' && cancelled ? 'cancelled' : checkout.status;
  return (
    <Alert role="status" color={COLOR[status]} title={checkout.description}>
      {t(`checkout.result.${status}`, { amount })}
    </Alert>
  );
}
