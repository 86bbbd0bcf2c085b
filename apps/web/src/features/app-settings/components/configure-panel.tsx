import { Stack } from '@mantine/core';
import { useConfiguration } from '../api/configuration';
import { ConfigureForm } from './configure-form';
import { PreviewPanel } from './preview-panel';
import { ListState } from '@/components/list-state';

/** Configure: the mapping, then the preview of a real order booked with it. */
export function ConfigurePanel({ id }: { id: number }) {
  const { data, isPending, isError, refetch } = useConfiguration(id);
  return (
    <ListState
      loading={isPending}
      failed={isError && !data}
      onRetry={() => void refetch()}
      empty={false}
      emptyText=""
    >
      {data && (
        <Stack gap="lg">
          <ConfigureForm id={id} configuration={data} />
          <PreviewPanel id={id} names={data.names} />
        </Stack>
      )}
    </ListState>
  );
}
