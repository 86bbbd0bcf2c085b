import { Badge, Center, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvitations } from '../api/get-invitations';
import { ListPagination } from '@/components/list-pagination';

const STATUS_COLORS = { pending: 'yellow', accepted: 'green' } as const;

/** The invitations the user (and their company or firm) sent, searchable by address. */
export function InvitationsTable() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const { data, isPending } = useInvitations({ page, search: debounced });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('team.invitations.intro')}
      </Text>
      <TextInput
        label={t('team.invitations.search')}
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
        <Text c="dimmed">{t('team.invitations.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('team.invitations.email')}</Table.Th>
                <Table.Th>{t('team.invitations.role')}</Table.Th>
                <Table.Th>{t('team.invitations.company')}</Table.Th>
                <Table.Th>{t('team.invitations.invited_by')}</Table.Th>
                <Table.Th>{t('team.invitations.date')}</Table.Th>
                <Table.Th>{t('team.invitations.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td>{invitation.email}</Table.Td>
                  <Table.Td>{t(`team.invitations.roles.${invitation.role}`)}</Table.Td>
                  <Table.Td>{invitation.company?.name ?? '–'}</Table.Td>
                  <Table.Td>{invitation.invited_by?.email ?? '–'}</Table.Td>
                  <Table.Td>{dateFormat.format(new Date(invitation.created_at))}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[invitation.status]} variant="light" c="bright">
                      {t(`team.invitations.statuses.${invitation.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && (
        <ListPagination count={data.count} page={page} limit={DEFAULT_LIMIT} onChange={setPage} />
      )}
    </Stack>
  );
}
