import { Badge, Stack, Text, type MantineColor } from '@mantine/core';
import type { Reason } from '@portal/contracts/schemas/sales';
import { useTranslation } from 'react-i18next';
import type { EntryStatus } from '../api/get-sales-list';
import { useReasonText } from '@/lib/reason';

/** Synced green; unsynced by its state: Failed red, Ambiguous orange, Pending gray. */
const UNSYNCED_COLORS: Record<EntryStatus, MantineColor> = {
  Success: 'green',
  Failed: 'red',
  Ambiguous: 'orange',
  Pending: 'gray',
};

/** The sync flag of a row (synced, or unsynced with its state) and, under it, why. */
export function SyncFlag({
  synced,
  status,
  reason,
}: {
  synced: boolean;
  status: EntryStatus;
  reason: Reason;
}) {
  const { t } = useTranslation();
  const reasonText = useReasonText()(reason);
  const label = synced
    ? t('sales.flags.synced')
    : `${t('sales.flags.unsynced')} · ${t(`sync.entries.statuses.${status}`)}`;
  return (
    <Stack gap={2} data-testid="sync-flag">
      <Badge
        color={synced ? 'green' : UNSYNCED_COLORS[status]}
        variant="light"
        style={{ minWidth: 'max-content' }}
      >
        {label}
      </Badge>
      {reasonText && (
        <Text size="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {reasonText}
        </Text>
      )}
    </Stack>
  );
}
