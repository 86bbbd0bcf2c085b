import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { nextOrdering, sortDirection } from './use-list-query';

/**
 * A column header that sorts the list: a real button, so Tab and Enter/Space work,
 * its direction told by the header cell's aria-sort (set by the table).
 */
export function SortHeader({
  sortKey,
  ordering,
  onSort,
  align,
  children,
}: {
  sortKey: string;
  ordering: string | null;
  onSort: (ordering: string | null) => void;
  align?: 'left' | 'center' | 'right';
  children: ReactNode;
}) {
  const direction = sortDirection(ordering, sortKey);
  const Icon =
    direction === 'ascending'
      ? IconArrowUp
      : direction === 'descending'
        ? IconArrowDown
        : IconArrowsSort;
  return (
    <UnstyledButton onClick={() => onSort(nextOrdering(ordering, sortKey))} fw={700}>
      <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : undefined}>
        {children}
        <Icon size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
