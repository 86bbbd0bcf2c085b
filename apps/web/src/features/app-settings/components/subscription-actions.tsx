import { Button, Group } from '@mantine/core';
import {
  allowedActions,
  RETENTION_DAYS,
  type SubscriptionAction,
} from '@portal/contracts/schemas/subscription-lifecycle';
import type { Subscription } from '@portal/contracts/schemas/subscriptions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTakeAction } from '../api/take-action';
import { ConfirmModal } from '@/components/confirm-modal';
import { notifySuccess } from '@/lib/toast';

/** Asked before they are taken: they stop syncing, and cancelling deletes data later. */
const CONFIRMED: readonly SubscriptionAction[] = ['cancel', 'deactivate'];

/**
 * The actions the subscription's status allows (ADR 016), each a button; a new subscription is
 * activated on the Activate tab instead.
 */
export function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const take = useTakeAction();
  const [confirming, setConfirming] = useState<SubscriptionAction | null>(null);
  const actions = allowedActions(subscription.status).filter(
    (action) => !(action === 'activate' && subscription.status === 'Pending'),
  );
  const run = (action: SubscriptionAction) =>
    take.mutate(
      { id: subscription.id, action },
      {
        onSuccess: () => {
          notifySuccess(t(`subscriptions.done.${action}`, { days: RETENTION_DAYS }));
          setConfirming(null);
        },
      },
    );
  if (actions.length === 0) return null;

  return (
    <>
      <Group gap="xs">
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'cancel' ? 'outline' : 'light'}
            color={action === 'cancel' ? 'red' : undefined}
            loading={take.isPending && take.variables?.action === action}
            onClick={() => (CONFIRMED.includes(action) ? setConfirming(action) : run(action))}
          >
            {t(`subscriptions.actions.${action}`)}
          </Button>
        ))}
      </Group>
      <ConfirmModal
        opened={confirming !== null}
        title={confirming ? t(`subscriptions.actions.${confirming}`) : ''}
        message={
          confirming === 'cancel' || confirming === 'deactivate'
            ? t(`subscriptions.confirm.${confirming}`, { days: RETENTION_DAYS })
            : ''
        }
        confirmLabel={confirming ? t(`subscriptions.actions.${confirming}`) : ''}
        color="red"
        loading={take.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && run(confirming)}
      />
    </>
  );
}
