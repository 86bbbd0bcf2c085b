import { Select } from '@mantine/core';
import type { BillingSubscription, PaymentInterval } from '@portal/contracts/schemas/billing';
import { PAYMENT_INTERVALS } from '@portal/contracts/schemas/subscriptions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeInterval } from '../api/change-interval';
import { sekFormatter } from '../utils/money';
import { ConfirmModal } from '@/components/confirm-modal';
import { notifySuccess } from '@/lib/toast';

const MONTHS: Record<PaymentInterval, number> = {
  monthly: 1,
  quarterly: 3,
  semiannual: 6,
  yearly: 12,
};

/** What a year costs at an interval, in SEK; null when the catalogue has no price for it. */
function perYear(subscription: BillingSubscription, interval: PaymentInterval): number | null {
  const price = subscription.prices[interval];
  return price === undefined ? null : (Number(price) * 12) / MONTHS[interval];
}

const isInterval = (value: string | null): value is PaymentInterval =>
  (PAYMENT_INTERVALS as readonly (string | null)[]).includes(value);

/**
 * The billing cycle of one subscription: only longer intervals are offered, a change is
 * confirmed first (it cannot be undone), and only the owner may make it (SPEC §5, §8).
 */
export function CycleControl({
  subscription,
  name,
  canChange,
}: {
  subscription: BillingSubscription;
  name: string;
  canChange: boolean;
}) {
  const { t, i18n } = useTranslation();
  const change = useChangeInterval();
  const [wanted, setWanted] = useState<PaymentInterval | null>(null);
  const sek = sekFormatter(i18n.language);
  const current = subscription.payment_interval;
  const options = [current, ...subscription.longer_intervals];
  const lower = (interval: PaymentInterval) =>
    t(`billing.intervals.${interval}`).toLocaleLowerCase(i18n.language);
  const description = !canChange
    ? t('billing.plan.owner_only')
    : subscription.longer_intervals.length === 0
      ? t('billing.plan.longest')
      : t('billing.plan.change_cycle');

  const saving = (() => {
    if (!wanted) return 0;
    const before = perYear(subscription, current);
    const after = perYear(subscription, wanted);
    return before !== null && after !== null ? before - after : 0;
  })();
  const message = wanted
    ? [
        t('billing.confirm.message', {
          name,
          interval: lower(wanted),
          price: sek(subscription.prices[wanted] ?? '0'),
        }),
        saving > 0 ? t('billing.confirm.saves', { amount: sek(saving.toFixed(2)) }) : '',
      ]
        .filter(Boolean)
        .join(' ')
    : '';

  return (
    <>
      <Select
        label={t('billing.plan.change_cycle_for', { name })}
        description={description}
        inputWrapperOrder={['label', 'input', 'description']}
        data={options.map((value) => ({ value, label: t(`billing.intervals.${value}`) }))}
        value={current}
        onChange={(value) => {
          if (isInterval(value) && value !== current) setWanted(value);
        }}
        allowDeselect={false}
        disabled={!canChange || subscription.longer_intervals.length === 0}
        data-testid="cycle-select"
      />
      <ConfirmModal
        opened={wanted !== null}
        title={t('billing.confirm.title')}
        message={message}
        confirmLabel={wanted ? t('billing.confirm.confirm', { interval: lower(wanted) }) : ''}
        loading={change.isPending}
        onClose={() => setWanted(null)}
        onConfirm={() => {
          if (!wanted) return;
          change.mutate(
            { id: subscription.id, payment_interval: wanted },
            {
              onSuccess: () =>
                notifySuccess(t('billing.confirm.done', { interval: lower(wanted) })),
              onSettled: () => setWanted(null),
            },
          );
        }}
      />
    </>
  );
}
