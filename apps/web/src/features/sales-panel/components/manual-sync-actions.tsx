import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManualSync } from '../hooks/use-manual-sync';
import { SyncRangeModal } from './sync-range-modal';

/** "Sync selected (n)" and "Sync everything unsynced" in a date range, above a syncable list. */
export function ManualSyncActions({
  sync,
  selected,
}: {
  sync: ManualSync;
  selected: readonly string[];
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconRefresh size={16} aria-hidden />}
        disabled={selected.length === 0 || sync.running}
        onClick={() => sync.start({ ids: selected.map(Number) })}
      >
        {t('sales.sync.selected', { n: selected.length })}
      </Button>
      <Button variant="default" disabled={sync.running} onClick={() => setAsking(true)}>
        {t('sales.sync.unsynced')}
      </Button>
      <SyncRangeModal
        opened={asking}
        onClose={() => setAsking(false)}
        onSubmit={(range) => sync.start({ unsynced: true, ...range })}
      />
    </>
  );
}
