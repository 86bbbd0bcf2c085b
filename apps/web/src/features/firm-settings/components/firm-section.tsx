import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of the firm settings screen, with an optional action beside the title. */
export function FirmSection({
  id,
  title,
  hint,
  action,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="flex-start" mb={hint ? 4 : 'md'}>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {hint && (
        <Text size="sm" c="dimmed" mb="md">
          {hint}
        </Text>
      )}
      {children}
    </Card>
  );
}
