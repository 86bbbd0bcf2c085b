import { ActionIcon, Tooltip } from '@mantine/core';
import type { SyncEntry } from '@portal/contracts/schemas/sync';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSyncElement } from '../api/sync-element';
import { ConfirmModal } from '@/components/confirm-modal';
import { notifySuccess } from '@/lib/toast';

/** Queues the entry's element again, after a confirmation. */
export function SyncAgainButton({ entry }: { entry: SyncEntry }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const sync = useSyncElement();
  const reference = entry.reference_number || entry.source_id;

  return (
    <>
      <Tooltip label={t('sync.entries.sync_again')}>
        <ActionIcon
          variant="light"
          aria-label={t('sync.entries.sync_again_named', { reference })}
          onClick={() => setConfirming(true)}
        >
          <IconRefresh size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <ConfirmModal
        opened={confirming}
        title={t('sync.entries.sync_again_title')}
        message={t('sync.entries.sync_again_confirm', { kind: entry.kind, reference })}
        confirmLabel={t('sync.entries.sync_again')}
        color="blue"
        loading={sync.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          sync.mutate(entry, {
            onSuccess: () => {
              notifySuccess(t('sync.entries.triggered'));
              setConfirming(false);
            },
          })
        }
      />
    </>
  );
}
