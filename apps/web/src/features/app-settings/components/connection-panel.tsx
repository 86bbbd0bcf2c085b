import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConnections } from '../api/connections';
import { ConnectionForm } from './connection-form';
import { ListState } from '@/components/list-state';

/** App Connection: the shop or provider, then the accounting system. */
export function ConnectionPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useConnections(id);
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
          {/* keyed by when it was saved: the form starts again from what is stored */}
          <ConnectionForm key={`app-${data.app.updated_at}`} id={id} view={data.app} />
          <ConnectionForm
            key={`accounting-${data.accounting.updated_at}`}
            id={id}
            view={data.accounting}
          />
        </Stack>
      )}
    </ListState>
  );
}
