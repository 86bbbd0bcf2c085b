import { Anchor, Badge, Center, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import type { OutboxMessage } from '@portal/contracts/schemas/outbox';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../api/get-outbox';
import { OutboxMessageModal } from './outbox-message-modal';
import { ListPagination } from '@/components/list-pagination';

const STATUS_COLORS = { queued: 'gray', sent: 'green', stored: 'blue', failed: 'red' } as const;

/** In-house: the e-mails the portal sent or kept, searchable by recipient. */
export function OutboxTable() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
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
      <TextInput
        label={t('outbox.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={360}
        type="search"
      />
      {isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : !data || data.results.length === 0 ? (
        <Text c="dimmed">{t('outbox.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('outbox.to')}</Table.Th>
                <Table.Th>{t('outbox.subject')}</Table.Th>
                <Table.Th>{t('outbox.status')}</Table.Th>
                <Table.Th>{t('outbox.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.map((message) => (
                <Table.Tr key={message.id}>
                  <Table.Td>{message.to}</Table.Td>
                  <Table.Td>
                    <Anchor component="button" type="button" onClick={() => setOpen(message)}>
                      {message.subject}
                    </Anchor>
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
      )}
      {data && (
        <ListPagination count={data.count} page={page} limit={DEFAULT_LIMIT} onChange={setPage} />
      )}
      <OutboxMessageModal message={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
