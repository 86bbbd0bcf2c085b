import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of the profile screen. */
export function ProfileSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb={hint ? 4 : 'md'}>
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed" mb="md">
          {hint}
        </Text>
      )}
      {children}
    </Card>
  );
}
