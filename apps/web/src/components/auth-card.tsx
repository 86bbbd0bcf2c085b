import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  intro?: string;
  width?: number;
  children: ReactNode;
}

/** The card that holds a public screen's form. */
export function AuthCard({ title, intro, width = 440, children }: AuthCardProps) {
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={width} mx="auto">
      <Title order={1} size="h2" mb={intro ? 'xs' : 'lg'}>
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed" mb="lg">
          {intro}
        </Text>
      )}
      {children}
    </Paper>
  );
}
