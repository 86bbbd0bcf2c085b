import { Text } from '@mantine/core';
import { SyncEntryStatus } from '@portal/contracts/schemas/sync';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EntryStatus, Flag } from '../api/get-sales-list';
import { dateFormats } from '../utils/format';
import type { FilterOption, SelectFilter } from '@/components/data-table/list-toolbar';

/** An instant as its date, with the time under it, in the reader's language. */
export function DateTime({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const format = dateFormats(i18n.language);
  return (
    <>
      <Text size="sm">{format.date(value)}</Text>
      <Text size="xs" c="dimmed">
        {format.time(value)}
      </Text>
    </>
  );
}

/** A long reference (a marker, an id) that may break anywhere rather than widen the table. */
export function Reference({ value }: { value: string | null }) {
  return (
    <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
      {value ?? ''}
    </Text>
  );
}

/** The app's name as its maker writes it; an app the portal has no name for, as the engine does. */
export function appName(t: TFunction, i18nExists: (key: string) => boolean, app: string) {
  return i18nExists(`sales.apps.${app}`) ? t(`sales.apps.${app}`) : app;
}

export const flagOptions = (t: TFunction): FilterOption<Flag>[] => [
  { value: 'synced', label: t('sales.flags.synced') },
  { value: 'unsynced', label: t('sales.flags.unsynced') },
];

export const statusOptions = (t: TFunction): FilterOption<EntryStatus>[] =>
  SyncEntryStatus.options.map((value) => ({
    value,
    label: t(`sync.entries.statuses.${value}`),
  }));

/** The sync flag and status filters every syncable tab offers, declared once. */
export function syncFilters<F extends { sync: Flag | null; status: EntryStatus | null }>(
  t: TFunction,
): SelectFilter<F>[] {
  return [
    {
      key: 'sync',
      label: t('sales.filters.sync'),
      placeholder: t('sales.all'),
      options: flagOptions(t),
      width: 150,
    },
    {
      key: 'status',
      label: t('sales.filters.status'),
      placeholder: t('sales.all'),
      options: statusOptions(t),
      width: 150,
    },
  ] as unknown as SelectFilter<F>[];
}
