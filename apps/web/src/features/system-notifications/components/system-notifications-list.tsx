import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  SYSTEM_NOTIFICATION_STATUSES,
  SYSTEM_NOTIFICATION_TYPES,
  type SYSTEM_NOTIFICATION_SORTS,
  type SystemNotification,
} from '@portal/contracts/schemas/system-notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useSystemNotifications,
  type SystemNotificationFilters,
} from '../api/get-system-notifications';
import { DeleteSystemNotificationModal } from './delete-system-notification-modal';
import { SystemNotificationFormModal } from './system-notification-form-modal';
import { TargetsSummary } from './targets-summary';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';

const sort = (key: (typeof SYSTEM_NOTIFICATION_SORTS)[number]) => key;

/** The dot's colour per type (the badge's text keeps the theme's colour, readable in both). */
const TYPE_COLORS: Record<SystemNotification['type'], string> = {
  success: 'green',
  error: 'red',
  warning: 'orange',
  info: 'blue',
  default: 'gray',
};

/** In-house: the system notifications, scheduled and delivered; create, change or delete until delivered. */
export function SystemNotificationsList() {
  const { t, i18n } = useTranslation();
  const list = useListQuery<SystemNotificationFilters>({
    filters: { status: null, type: null },
    ordering: '-scheduled_at',
  });
  const query = useSystemNotifications(list.params);
  const [editing, setEditing] = useState<{ notice: SystemNotification | null } | null>(null);
  const [deleting, setDeleting] = useState<SystemNotification | null>(null);
  const key = (name: string) => `system_notifications.${name}`;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  const columns: DataTableColumn<SystemNotification>[] = [
    {
      key: 'title',
      header: t(key('columns.title')),
      sortKey: sort('title'),
      minWidth: 220,
      maxWidth: 360,
      cell: (notice) => (
        <>
          <Text size="sm" fw={500}>
            {notice.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {notice.text}
          </Text>
        </>
      ),
    },
    {
      key: 'type',
      header: t(key('columns.type')),
      cell: (notice) => (
        <Badge color={TYPE_COLORS[notice.type]} variant="dot" style={{ minWidth: 'max-content' }}>
          {t(key(`types.${notice.type}`))}
        </Badge>
      ),
    },
    {
      key: 'scheduled_at',
      header: t(key('columns.scheduled_at')),
      sortKey: sort('scheduled_at'),
      nowrap: true,
      cell: (notice) => dateFormat.format(new Date(notice.scheduled_at)),
    },
    {
      key: 'targets',
      header: t(key('columns.targets')),
      minWidth: 200,
      cell: (notice) => <TargetsSummary notice={notice} />,
    },
    {
      key: 'status',
      header: t(key('columns.status')),
      minWidth: 160,
      cell: (notice) => (
        <Stack gap={2}>
          <Badge
            color={notice.status === 'delivered' ? 'green' : 'blue'}
            variant="dot"
            data-testid="notice-status"
            style={{ minWidth: 'max-content' }}
          >
            {t(key(`statuses.${notice.status}`))}
          </Badge>
          {notice.delivered_at && (
            <Text size="xs" c="dimmed">
              {t(key('delivered_to'), {
                at: dateFormat.format(new Date(notice.delivered_at)),
                count: notice.recipients ?? 0,
              })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t(key('columns.actions'))}</VisuallyHidden>,
      width: 120,
      cell: (notice) =>
        notice.status === 'scheduled' && (
          <Stack gap={4} align="flex-start">
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={t(key('edit_named'), { title: notice.title })}
              onClick={() => setEditing({ notice })}
            >
              {t(key('edit'))}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={t(key('delete_named'), { title: notice.title })}
              onClick={() => setDeleting(notice)}
            >
              {t(key('delete'))}
            </Button>
          </Stack>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" maw={720}>
          {t(key('intro'))}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ notice: null })}
          style={{ flexShrink: 0 }}
        >
          {t(key('create'))}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(notice) => String(notice.id)}
        rowProps={() => ({ 'data-testid': 'system-notification-row' })}
        emptyText={t(key('empty'))}
        minWidth={960}
        toolbar={{
          search: { label: t(key('search')), placeholder: t(key('search_hint')), width: 240 },
          filters: [
            {
              key: 'status',
              label: t(key('status_filter')),
              options: SYSTEM_NOTIFICATION_STATUSES.map((status) => ({
                value: status,
                label: t(key(`statuses.${status}`)),
              })),
            },
            {
              key: 'type',
              label: t(key('type_filter')),
              options: SYSTEM_NOTIFICATION_TYPES.map((type) => ({
                value: type,
                label: t(key(`types.${type}`)),
              })),
            },
          ],
        }}
      />
      <SystemNotificationFormModal
        opened={editing !== null}
        notice={editing?.notice ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteSystemNotificationModal notice={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
