import { Anchor, Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Subscription } from '@portal/contracts/schemas/subscriptions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubscriptionStatusBadge } from './status-badge';
import { SubscriptionActions } from './subscription-actions';
import { CurrentProblemsFaq } from '@/features/faq/components/inline-faq';

/** Payment providers connect on their own screen, with the accounts their payouts use. */
const PAYMENT_APPS = ['stripe', 'klarna'];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

/** Information: what the subscription is, how it stands, and what may be done with it now. */
export function InformationPanel({
  subscription,
  onReconnect,
}: {
  subscription: Subscription;
  onReconnect: () => void;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="md">
      {subscription.status === 'Error' && (
        <Alert color="red" variant="light" role="alert" title={t('app_settings.error_title')}>
          <Text size="sm">{t('app_settings.error_text')}</Text>
          <Anchor component="button" type="button" onClick={onReconnect} size="sm">
            {t('app_settings.reconnect')}
          </Anchor>
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Fact label={t('app_settings.status')}>
            <SubscriptionStatusBadge status={subscription.status} />
          </Fact>
          <Fact label={t('app_settings.app')}>{subscription.application_name}</Fact>
          <Fact label={t('app_settings.accounting')}>{subscription.accounting_name}</Fact>
          <Fact label={t('app_settings.start_date')}>{subscription.start_date}</Fact>
          <Fact label={t('app_settings.posting_model')}>
            {t(`app_settings.posting_models.${subscription.posting_model}`)}
          </Fact>
          <Fact label={t('app_settings.payment_interval')}>
            {t(`app_settings.intervals.${subscription.payment_interval}`)}
          </Fact>
          <Fact label={t('app_settings.last_processed')}>
            {subscription.last_processed_date
              ? date.format(new Date(subscription.last_processed_date))
              : t('app_settings.never')}
          </Fact>
          <Fact label={t('app_settings.created_by')}>{subscription.user_email ?? '—'}</Fact>
        </SimpleGrid>
      </Paper>
      {PAYMENT_APPS.includes(subscription.application) && (
        <Anchor component={Link} to={`/bank-connect/${subscription.id}`} size="sm">
          {t('app_settings.bank_connect')}
        </Anchor>
      )}
      <CurrentProblemsFaq subscriptionId={subscription.id} app={subscription.application} />
      <SubscriptionActions subscription={subscription} />
    </Stack>
  );
}
