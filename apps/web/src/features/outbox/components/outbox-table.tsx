import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import type { OutboxMessage } from '@portal/contracts/schemas/outbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../api/get-outbox';
import { OutboxAttachments } from './outbox-attachments';
import { OutboxMessageModal } from './outbox-message-modal';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';

const STATUS_COLORS = { queued: 'gray', sent: 'green', stored: 'blue', failed: 'red' } as const;

/** In-house: the e-mails the portal sent or kept, searchable by recipient. */
export function OutboxTable() {
  const { t, i18n } = useTranslation();
  const { page, setPage, search, setSearch, debounced } = usePagedSearch();
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const { data, isPending } = useOutbox({ page, search: debounced });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('outbox.intro')}
      </Text>
      <SearchInput label={t('outbox.search')} value={search} onChange={setSearch} />
      <ListState
        loading={isPending}
        empty={!data || data.results.length === 0}
        emptyText={t('outbox.empty')}
      >
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('outbox.to')}</Table.Th>
                <Table.Th>{t('outbox.subject')}</Table.Th>
                <Table.Th>{t('outbox.attachments')}</Table.Th>
                <Table.Th>{t('outbox.status')}</Table.Th>
                <Table.Th>{t('outbox.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.results.map((message) => (
                <Table.Tr key={message.id} data-testid="outbox-row">
                  <Table.Td>{message.to}</Table.Td>
                  <Table.Td>
                    <Anchor component="button" type="button" onClick={() => setOpen(message)}>
                      {message.subject}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <OutboxAttachments message={message} />
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[message.status]} variant="light">
                      {t(`outbox.statuses.${message.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{dateFormat.format(new Date(message.created_at))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      {data && (
        <ListPagination count={data.count} page={page} limit={DEFAULT_LIMIT} onChange={setPage} />
      )}
      <OutboxMessageModal message={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
