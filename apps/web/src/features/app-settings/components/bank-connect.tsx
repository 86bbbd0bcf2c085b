import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfiguration } from '../api/configuration';
import { useConnections } from '../api/connections';
import { useSubscription } from '../api/get-subscription';
import { ConfigureForm } from './configure-form';
import { ConnectionForm } from './connection-form';
import { SubscriptionStatusBadge } from './status-badge';
import { ListState } from '@/components/list-state';

/** The accounts a payment provider's payouts move money between. */
const PAYOUT_ACCOUNTS = ['bank', 'clearing', 'fees', 'disputes', 'suspense'] as const;
const PAYMENT_APPS = ['stripe', 'klarna'];

/**
 * /bank-connect/{id}: a payment provider (Stripe, Klarna) connected — its keys and the test —
 * and the bank and clearing accounts its payouts are booked between.
 */
export function BankConnect({ id }: { id: number }) {
  const { t } = useTranslation();
  const subscription = useSubscription(id);
  const connections = useConnections(id);
  const configuration = useConfiguration(id);
  const failed = subscription.isError || connections.isError || configuration.isError;
  const loading = subscription.isPending || connections.isPending || configuration.isPending;
  const retry = () => {
    void subscription.refetch();
    void connections.refetch();
    void configuration.refetch();
  };
  const data = subscription.data;

  return (
    <ListState loading={loading} failed={failed} onRetry={retry} empty={false} emptyText="">
      {data && connections.data && configuration.data && (
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {data.application_name} → {data.accounting_name}{' '}
              <SubscriptionStatusBadge status={data.status} />
            </Title>
            <Text size="sm" c="dimmed">
              {t('bank_connect.intro')}
            </Text>
          </Stack>
          {!PAYMENT_APPS.includes(data.application) && (
            <Alert color="yellow" variant="light">
              {t('bank_connect.not_payment')}
            </Alert>
          )}
          <ConnectionForm
            key={connections.data.app.updated_at}
            id={id}
            view={connections.data.app}
          />
          <Stack gap="xs" component="section" aria-labelledby="payout-accounts">
            <Title order={3} size="h5" id="payout-accounts">
              {t('bank_connect.accounts')}
            </Title>
            <ConfigureForm id={id} configuration={configuration.data} only={PAYOUT_ACCOUNTS} />
          </Stack>
          <Anchor component={Link} to={`/app-settings/${id}?tab=activate`} size="sm">
            {t('bank_connect.to_activate')}
          </Anchor>
        </Stack>
      )}
    </ListState>
  );
}
