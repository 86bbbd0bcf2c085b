import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One figure of the overview, named by its label, with what it is made of below it and a link
 * to the screen where it can be looked into (left out when the person cannot open it).
 */
export function FigureLink({
  label,
  value,
  detail,
  to,
  linkText,
  testId,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  to?: string;
  linkText: string;
  testId: string;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={label} data-testid={testId}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        <Text size="xl" fw={700} data-testid="figure-value">
          {value}
        </Text>
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
        {to && (
          <Anchor component={Link} to={to} size="sm" underline="always">
            {linkText}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
