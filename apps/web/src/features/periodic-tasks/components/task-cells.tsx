import { Code, Stack, Text } from '@mantine/core';
import type { PeriodicTask } from '@portal/contracts/schemas/sync';
import { useTranslation } from 'react-i18next';

const SHOWN_COUNTS = ['booked', 'duplicate', 'failed', 'ambiguous'] as const;

/** Booked, duplicates, failed and ambiguous of one run; zeros are dimmed. */
export function TaskCounts({ counts }: { counts: PeriodicTask['counts'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      {SHOWN_COUNTS.map((name) => {
        const count = counts[name] ?? 0;
        return (
          <Text
            key={name}
            size="xs"
            c={count === 0 ? 'dimmed' : undefined}
            style={{ whiteSpace: 'nowrap' }}
          >
            {t(`sync.tasks.count_labels.${name}`)}: {count}
          </Text>
        );
      })}
    </Stack>
  );
}

/** The keyword arguments as `key=value`, one per line. */
export function TaskKwargs({ kwargs }: { kwargs: PeriodicTask['kwargs'] }) {
  const entries = Object.entries(kwargs);
  if (entries.length === 0) return null;
  return (
    <Code block fz="xs" p={4} style={{ whiteSpace: 'pre' }}>
      {entries
        .map(
          ([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`,
        )
        .join('\n')}
    </Code>
  );
}
