import { Badge, Button, Card, Center, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead, useMarkRead } from '../api/mark-read';
import { ListPagination } from '@/components/list-pagination';
import { notifySuccess } from '@/lib/toast';

/** Paginated notifications (50 a page) with an unread filter and mark-as-read actions. */
export function NotificationList() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { data, isPending } = useNotifications({ page, unreadOnly });
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Switch
          label={t('notifications.unread_only')}
          checked={unreadOnly}
          onChange={(event) => {
            setUnreadOnly(event.currentTarget.checked);
            setPage(1);
          }}
        />
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
      {isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : !data || data.results.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {unreadOnly ? t('notifications.empty_unread') : t('notifications.empty')}
        </Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label={t('notifications.list')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {data.results.map((n) => (
            <Card key={n.id} withBorder padding="md" component="li">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Group gap="xs">
                    <Text fw={600}>{n.title}</Text>
                    {!n.read_at && (
                      <Badge color="blue.8" variant="filled" size="sm">
                        {t('notifications.unread')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">{n.text}</Text>
                  <Text size="xs" c="dimmed">
                    {dateFormat.format(new Date(n.created_at))}
                  </Text>
                </div>
                {!n.read_at && (
                  <Button size="xs" variant="default" onClick={() => markRead.mutate(n.id)}>
                    {t('notifications.mark_read')}
                  </Button>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {data && (
        <ListPagination count={data.count} page={page} limit={DEFAULT_LIMIT} onChange={setPage} />
      )}
    </Stack>
  );
}
