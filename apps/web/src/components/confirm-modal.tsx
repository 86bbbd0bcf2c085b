import { Button, Group, Modal, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** colour of the confirm button; red for what cannot be undone */
  color?: MantineColor;
  loading?: boolean;
  /** what the message refers to, shown under it (a list of the items concerned) */
  children?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action: the message, Cancel, and the confirm button. */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  color = 'red',
  loading = false,
  children,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text>{message}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={color} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
