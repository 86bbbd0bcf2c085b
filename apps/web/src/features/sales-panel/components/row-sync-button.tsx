import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ManualSync } from '../hooks/use-manual-sync';

/** Syncs one unsynced row again; its name ("Sync 1042") starts with what is seen. */
export function RowSyncButton({
  id,
  reference,
  sync,
}: {
  id: number;
  reference: string;
  sync: ManualSync;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconRefresh size={14} aria-hidden />}
      loading={sync.running && sync.isSyncing(id)}
      disabled={sync.running && !sync.isSyncing(id)}
      onClick={() => sync.start({ ids: [id] })}
      aria-label={t('sales.sync.one_named', { reference })}
    >
      {t('sales.sync.one')}
    </Button>
  );
}
