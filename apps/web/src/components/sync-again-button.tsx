import { ActionIcon, Button, Tooltip, VisuallyHidden } from '@mantine/core';
import type { PeriodicTask, SyncEntry } from '@portal/contracts/schemas/sync';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { api } from '@/lib/api-client';
import { notifySuccess } from '@/lib/toast';

type Element = Pick<SyncEntry, 'subscription_id' | 'kind' | 'source_id' | 'reference_number'>;

/** Queues one element of a subscription again: its kind and its id at the source. */
function syncElement(element: Element) {
  return api.post<PeriodicTask>(`subscriptions/${element.subscription_id}/sync/element/`, {
    kind: element.kind,
    id: element.source_id,
  });
}

/**
 * Queues the element again after a confirmation (wherever a synced element is listed). `onQueued`
 * lets the list refresh what it shows; `labelled` shows the words beside the icon.
 */
export function SyncAgainButton({
  entry,
  onQueued,
  labelled = false,
}: {
  entry: Element;
  onQueued?: () => void;
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const sync = useMutation({ mutationFn: syncElement, onSuccess: onQueued });
  const reference = entry.reference_number || entry.source_id;
  const label = t('sync.entries.sync_again_named', { reference });

  return (
    <>
      {labelled ? (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          {/* the name starts with what is seen, then says which element */}
          {t('sync.entries.sync_again')}
          <VisuallyHidden>{` ${reference}`}</VisuallyHidden>
        </Button>
      ) : (
        <Tooltip label={t('sync.entries.sync_again')}>
          <ActionIcon variant="light" aria-label={label} onClick={() => setConfirming(true)}>
            <IconRefresh size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
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
