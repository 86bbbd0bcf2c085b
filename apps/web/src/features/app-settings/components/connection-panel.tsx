import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConnections } from '../api/connections';
import { useSubscription } from '../api/get-subscription';
import { useOAuthReturn } from '../hooks/use-oauth-return';
import { ConnectionForm } from './connection-form';
import { ListState } from '@/components/list-state';

/** App Connection: the shop or provider, then the accounting system. */
export function ConnectionPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useConnections(id);
  const inError = useSubscription(id).data?.status === 'Error';
  // here, not in the forms: a form starts again once its side is stored, the answer must stay
  const returned = useOAuthReturn(id);
  const returnedTo = (side: 'app' | 'accounting') => (returned?.side === side ? returned : null);
  return (
    <ListState
      loading={isPending}
      failed={isError && !data}
      onRetry={() => void refetch()}
      empty={false}
      emptyText={t('common.loading')}
    >
      {data && (
        <Stack gap="md">
          {inError && (
            <Alert color="red" variant="light">
              {t('connections.reconnect_needed')}
            </Alert>
          )}
          {/* keyed by when it was saved: the form starts again from what is stored */}
          <ConnectionForm
            key={`app-${data.app.updated_at}`}
            id={id}
            view={data.app}
            returned={returnedTo('app')}
          />
          <ConnectionForm
            key={`accounting-${data.accounting.updated_at}`}
            id={id}
            view={data.accounting}
            returned={returnedTo('accounting')}
          />
        </Stack>
      )}
    </ListState>
  );
}
