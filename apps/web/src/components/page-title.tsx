import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The screen's one h1. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}
