import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Plugin } from '@portal/contracts/schemas/tenancy';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlugins } from '../api/get-plugins';
import { DeletePluginModal } from './delete-plugin-modal';
import { PluginFormModal } from './plugin-form-modal';
import { ListState } from '@/components/list-state';
import { currentLocale } from '@/lib/i18n';

/** In-house: the runtime plugin routes, their roles and menu visibility. */
export function PluginsList() {
  const { t } = useTranslation();
  const { data, isPending } = usePlugins();
  const [editing, setEditing] = useState<{ plugin: Plugin | null } | null>(null);
  const [deleting, setDeleting] = useState<Plugin | null>(null);
  const title = (plugin: Plugin) => (currentLocale() === 'en' ? plugin.title_en : plugin.title_sv);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('admin.plugins.intro')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ plugin: null })}
        >
          {t('admin.plugins.create')}
        </Button>
      </Group>
      <ListState
        loading={isPending}
        empty={!data || data.length === 0}
        emptyText={t('admin.plugins.empty')}
      >
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.plugins.path')}</Table.Th>
                <Table.Th>{t('admin.plugins.title')}</Table.Th>
                <Table.Th>{t('admin.plugins.roles')}</Table.Th>
                <Table.Th>{t('admin.plugins.show_in_menu')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.map((plugin) => (
                <Table.Tr key={plugin.id}>
                  <Table.Td ff="monospace">{plugin.path}</Table.Td>
                  <Table.Td>
                    {title(plugin)}
                    <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                      {plugin.url}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {plugin.roles.map((role) => (
                        <Badge key={role} variant="default" tt="none" title={role}>
                          {t(`roles.${role}`)}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{plugin.show_in_menu ? t('admin.yes') : t('admin.no')}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconPencil size={14} aria-hidden />}
                        aria-label={t('admin.plugins.edit', { path: plugin.path })}
                        onClick={() => setEditing({ plugin })}
                      >
                        {t('admin.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        aria-label={t('admin.plugins.delete_named', { path: plugin.path })}
                        onClick={() => setDeleting(plugin)}
                      >
                        {t('admin.plugins.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      <PluginFormModal
        opened={editing !== null}
        plugin={editing?.plugin ?? null}
        onClose={() => setEditing(null)}
      />
      <DeletePluginModal plugin={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
