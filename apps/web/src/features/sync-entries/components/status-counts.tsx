import { Badge, Group, UnstyledButton } from '@mantine/core';
import { SyncEntryStatus } from '@portal/contracts/schemas/sync';
import { useTranslation } from 'react-i18next';
import type { EntryStatus } from '../api/get-sync-entries';
import { ENTRY_STATUS_COLORS } from './entry-status';

/** One badge per status with its count; pressing one filters the list by that status. */
export function StatusCounts({
  counts,
  selected,
  onSelect,
}: {
  counts: Partial<Record<EntryStatus, number>>;
  selected: EntryStatus | null;
  onSelect: (status: EntryStatus | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" aria-label={t('sync.by_status')} role="group">
      {SyncEntryStatus.options.map((status) => {
        const label = t(`sync.entries.statuses.${status}`);
        const active = selected === status;
        return (
          <UnstyledButton
            key={status}
            onClick={() => onSelect(active ? null : status)}
            aria-pressed={active}
            style={{ borderRadius: 'var(--mantine-radius-xl)' }}
          >
            <Badge
              size="lg"
              color={ENTRY_STATUS_COLORS[status]}
              variant={active ? 'filled' : 'light'}
              style={{ cursor: 'pointer' }}
            >
              {label}: {counts[status] ?? '–'}
            </Badge>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
