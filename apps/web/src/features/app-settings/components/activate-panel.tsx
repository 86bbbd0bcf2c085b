import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACTIVATION_KEY, useActivation } from '../api/activation';
import { ActivateForm } from './activate-form';
import { ListState } from '@/components/list-state';
import { CheckoutResult } from '@/components/checkout/components/checkout-result';
import { useCheckoutReturn } from '@/components/checkout/hooks/use-checkout-return';

/** Activate: before, the start date and terms; after, how far the import has come. */
export function ActivatePanel({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, refetch } = useActivation(id);
  const checkout = useCheckoutReturn();
  const queryClient = useQueryClient();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <ListState
      loading={isPending}
      failed={isError && !data}
      onRetry={() => void refetch()}
      empty={false}
      emptyText=""
    >
      {data && (
        <Stack gap="md">
          {checkout.id !== null && (
            <CheckoutResult
              id={checkout.id}
              cancelled={checkout.cancelled}
              onPaid={() =>
                void queryClient.invalidateQueries({ queryKey: [...ACTIVATION_KEY, id] })
              }
            />
          )}
          {data.progress ? (
            <Paper withBorder p="md" radius="md">
              <Stack gap="xs">
                <Title order={3} size="h5">
                  {t('activation.progress_title')}
                </Title>
                <Progress
                  value={data.progress.percent}
                  size="lg"
                  aria-label={t('activation.progress_label', { percent: data.progress.percent })}
                  data-testid="import-progress"
                />
                <Text size="sm">
                  {data.progress.percent >= 100
                    ? t('activation.done')
                    : data.progress.synced_until
                      ? t('activation.synced_until', {
                          when: when.format(new Date(data.progress.synced_until)),
                          elements: data.progress.elements,
                        })
                      : t('activation.not_started')}
                </Text>
              </Stack>
            </Paper>
          ) : data.status === 'Pending' ? (
            <ActivateForm id={id} state={data} />
          ) : null}
        </Stack>
      )}
    </ListState>
  );
}
