import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of the billing screen (a landmark named by its heading). */
export function BillingSection({
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
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      {children}
    </Stack>
  );
}
