import { Badge, Stack, Table, Text } from '@mantine/core';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import { useTranslation } from 'react-i18next';
import { useInvitations } from '../api/get-invitations';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';

const STATUS_COLORS = { pending: 'yellow', accepted: 'green' } as const;

/** The invitations the user (and their company or firm) sent, searchable by address. */
export function InvitationsTable() {
  const { t, i18n } = useTranslation();
  const { page, setPage, search, setSearch, debounced } = usePagedSearch();
  const { data, isPending } = useInvitations({ page, search: debounced });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('team.invitations.intro')}
      </Text>
      <SearchInput label={t('team.invitations.search')} value={search} onChange={setSearch} />
      <ListState
        loading={isPending}
        empty={!data || data.results.length === 0}
        emptyText={t('team.invitations.empty')}
      >
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
              {data?.results.map((invitation) => (
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
      </ListState>
      {data && (
        <ListPagination count={data.count} page={page} limit={DEFAULT_LIMIT} onChange={setPage} />
      )}
    </Stack>
  );
}
