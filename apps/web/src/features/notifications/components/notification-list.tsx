import { Button, Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
} from '@portal/contracts/schemas/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';
import { ConfirmModal } from '@/components/confirm-modal';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { notifySuccess } from '@/lib/toast';

type Status = 'all' | 'unread';

/** The inbox: all or unread, one kind or every kind, 50 a page; read, unread, open, delete. */
export function NotificationList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Status>('all');
  const [kind, setKind] = useState<NotificationKind | null>(null);
  const [deleting, setDeleting] = useState<Notification | null>(null);
  const list = useNotifications({ page, unreadOnly: status === 'unread', kind });
  const markAllRead = useMarkAllRead();
  const remove = useDeleteNotification();
  const { data } = list;

  const emptyText =
    status === 'unread'
      ? t('notifications.empty_unread')
      : kind
        ? t('notifications.empty_kind')
        : t('notifications.empty');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <SegmentedControl
            value={status}
            onChange={(value) => {
              setStatus(value as Status);
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('notifications.all') },
              { value: 'unread', label: t('notifications.unread') },
            ]}
            aria-label={t('notifications.status')}
          />
          <Select
            label={t('notifications.kind_filter')}
            placeholder={t('notifications.all_kinds')}
            data={NOTIFICATION_KINDS.map((k) => ({
              value: k,
              label: t(`notifications.kinds.${k}`),
            }))}
            value={kind}
            onChange={(value) => {
              setKind(value as NotificationKind | null);
              setPage(1);
            }}
            clearable
            w={220}
          />
        </Group>
        <Button
          variant="light"
          onClick={() =>
            markAllRead.mutate(undefined, {
              onSuccess: () => notifySuccess(t('notifications.all_marked')),
            })
          }
          loading={markAllRead.isPending}
        >
          {t('notifications.mark_all_read')}
        </Button>
      </Group>
      <ListState
        loading={list.isPending}
        failed={list.isError && !data}
        onRetry={() => void list.refetch()}
        empty={!data || data.results.length === 0}
        emptyText={emptyText}
      >
        <Stack
          gap="sm"
          component="ul"
          aria-label={t('notifications.list')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {data?.results.map((n) => (
            <NotificationItem key={n.id} notification={n} onDelete={() => setDeleting(n)} />
          ))}
        </Stack>
      </ListState>
      {data && (
        <ListPagination count={data.count} page={page} limit={DEFAULT_LIMIT} onChange={setPage} />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('notifications.delete_title')}
        message={t('notifications.delete_confirm', { title: deleting?.title ?? '' })}
        confirmLabel={t('notifications.delete')}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notifySuccess(t('notifications.deleted'));
            },
          })
        }
      />
    </Stack>
  );
}
