import { Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface RowAction {
  /** the visible word ("Redigera") */
  text: string;
  /** what the button does to which row, for screen readers; it starts with `text` */
  label: string;
  onClick: () => void;
}

/** A row's edit and delete buttons (and any others before them), at the end of the row. */
export function RowActions({
  edit,
  remove,
  children,
}: {
  edit?: RowAction;
  remove?: RowAction;
  children?: ReactNode;
}) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {children}
      {edit && (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPencil size={14} aria-hidden />}
          aria-label={edit.label}
          onClick={edit.onClick}
        >
          {edit.text}
        </Button>
      )}
      {remove && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          aria-label={remove.label}
          onClick={remove.onClick}
        >
          {remove.text}
        </Button>
      )}
    </Group>
  );
}
