import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Plugin } from '@portal/contracts/schemas/tenancy';
import { useTranslation } from 'react-i18next';
import { useDeletePlugin } from '../api/delete-plugin';
import { notifySuccess } from '@/lib/toast';

/** Asks before DELETE plugins/{id}/: the entry leaves everyone's menu. */
export function DeletePluginModal({
  plugin,
  onClose,
}: {
  plugin: Plugin | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeletePlugin();
  const onDelete = () => {
    if (!plugin) return;
    remove.mutate(plugin.id, {
      onSuccess: () => {
        notifySuccess(t('admin.plugins.deleted'));
        onClose();
      },
    });
  };
  return (
    <Modal opened={plugin !== null} onClose={onClose} title={t('admin.plugins.delete_title')}>
      <Stack gap="md">
        <Text>{t('admin.plugins.delete_confirm', { path: plugin?.path ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={onDelete} loading={remove.isPending}>
            {t('admin.plugins.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
