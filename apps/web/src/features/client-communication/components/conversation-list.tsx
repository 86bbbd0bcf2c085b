import { Badge, Group, Paper, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import type { Conversation } from '@portal/contracts/schemas/client-communication';
import { useTranslation } from 'react-i18next';
import { useConversations, type ConversationFilters } from '../api/get-conversations';
import classes from './conversation-list.module.css';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useListQuery } from '@/components/data-table/use-list-query';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';

/** The firm's clients, most recent conversation first, with what the firm has not read. */
export function ConversationList({
  selected,
  onSelect,
}: {
  selected: number | null;
  onSelect: (companyId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const list = useListQuery<ConversationFilters>({ filters: { unread: null } });
  const query = useConversations(list.params);
  const rows = query.data?.results ?? [];
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' });

  const item = (c: Conversation) => {
    const last = c.last_message;
    return (
      <li key={c.company.id}>
        <UnstyledButton
          className={classes.item}
          aria-current={c.company.id === selected ? 'true' : undefined}
          onClick={() => onSelect(c.company.id)}
          data-testid="conversation"
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={c.unread > 0 ? 700 : 500} size="sm" truncate>
              {c.company.name}
            </Text>
            {c.unread > 0 ? (
              <Badge
                size="sm"
                circle
                aria-label={t('collaboration.unread_count', { count: c.unread })}
              >
                {c.unread}
              </Badge>
            ) : (
              last && (
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {day.format(new Date(last.created_at))}
                </Text>
              )
            )}
          </Group>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {last
              ? `${last.side === 'firm' ? `${t('collaboration.from_firm')}: ` : ''}${last.body}`
              : t('collaboration.no_messages_yet')}
          </Text>
        </UnstyledButton>
      </li>
    );
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="clients-title">
      <Stack gap="sm">
        <Text id="clients-title" fw={700} component="h2" size="lg" m={0}>
          {t('collaboration.clients')}
        </Text>
        <ListToolbar list={list} search={{ label: t('collaboration.search_clients') }}>
          <Switch
            label={t('collaboration.unread_only')}
            checked={list.filters.unread === 'true'}
            onChange={(event) =>
              list.setFilter('unread', event.currentTarget.checked ? 'true' : null)
            }
          />
        </ListToolbar>
        <ListState
          loading={query.isPending}
          failed={query.isError && !query.data}
          onRetry={() => void query.refetch()}
          empty={rows.length === 0}
          emptyText={t('collaboration.no_clients')}
        >
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map(item)}
          </Stack>
        </ListState>
        {query.data && (
          <ListPagination
            count={query.data.count}
            page={list.page}
            limit={list.limit}
            onChange={list.setPage}
          />
        )}
      </Stack>
    </Paper>
  );
}
