import { Anchor, Select, Stack, Table, Text } from '@mantine/core';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import { EVENT_ENTITIES, type EventLogEntry } from '@portal/contracts/schemas/tenancy';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventLog, type EventEntity } from '../api/get-event-log';
import { EventDiffModal } from './event-diff-modal';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';

function isEntity(value: string | null): value is EventEntity {
  return (EVENT_ENTITIES as readonly (string | null)[]).includes(value);
}

/** Who changed what and when; a row opens the field-by-field change. */
export function EventLogTable() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [entity, setEntity] = useState<EventEntity | null>(null);
  const [open, setOpen] = useState<EventLogEntry | null>(null);
  const { data, isPending } = useEventLog({ page, entity });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'medium',
  });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('admin.events.intro')}
      </Text>
      <Select
        label={t('admin.events.entity_filter')}
        placeholder={t('admin.all')}
        data={EVENT_ENTITIES.map((value) => ({
          value,
          label: t(`admin.events.entities.${value}`),
        }))}
        value={entity}
        onChange={(value) => {
          setEntity(isEntity(value) ? value : null);
          setPage(1);
        }}
        clearable
        maw={280}
      />
      <ListState
        loading={isPending}
        empty={!data || data.results.length === 0}
        emptyText={t('admin.events.empty')}
      >
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.events.at')}</Table.Th>
                <Table.Th>{t('admin.events.done_by')}</Table.Th>
                <Table.Th>{t('admin.events.entity')}</Table.Th>
                <Table.Th>{t('admin.events.action')}</Table.Th>
                <Table.Th>{t('admin.events.firm_id')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.results.map((entry) => (
                <Table.Tr
                  key={entry.id}
                  onClick={() => setOpen(entry)}
                  style={{ cursor: 'pointer' }}
                  data-testid="event-row"
                >
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      onClick={(event) => {
                        event.stopPropagation();
                        setOpen(entry);
                      }}
                    >
                      {dateFormat.format(new Date(entry.at))}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {entry.done_by?.email ?? t('admin.events.system')}
                    {entry.acting_as && entry.acting_as.id !== entry.done_by?.id && (
                      <Text size="xs" c="dimmed">
                        {t('admin.events.acting_as', { email: entry.acting_as.email })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {t(`admin.events.entities.${entry.entity}`)} {entry.entity_id}
                  </Table.Td>
                  <Table.Td>{entry.action}</Table.Td>
                  <Table.Td>{entry.firm_id ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      {data && (
        <ListPagination count={data.count} page={page} limit={DEFAULT_LIMIT} onChange={setPage} />
      )}
      <EventDiffModal entry={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
