import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure of the summary, named for screen readers by its label. */
export function SummaryCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500} mb={4}>
        {label}
      </Text>
      {children}
    </Paper>
  );
}
