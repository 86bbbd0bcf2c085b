import { Anchor, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One figure with its label, named for screen readers by it; a link where it can be looked into. */
export function FigureCard({
  label,
  value,
  to,
  linkText,
  children,
}: {
  label: string;
  value: ReactNode;
  to?: string;
  linkText?: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={label} data-testid="figure">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid="figure-value">
        {value}
      </Text>
      {children}
      {to && linkText && (
        <Anchor component={Link} to={to} size="sm" underline="always">
          {linkText}
        </Anchor>
      )}
    </Paper>
  );
}
