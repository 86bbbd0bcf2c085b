import { Badge, Stack, Table } from '@mantine/core';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import { useTranslation } from 'react-i18next';
import { useInvitations } from '../api/get-invitations';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';

/** Invitations sent by owners, pending or accepted. */
export function InvitationsTable() {
  const { t, i18n } = useTranslation();
  const { page, setPage, search, setSearch, debounced } = usePagedSearch();
  const { data, isPending } = useInvitations({ page, search: debounced });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' });

  return (
    <Stack gap="md">
      <SearchInput label={t('admin.search')} value={search} onChange={setSearch} />
      <ListState
        loading={isPending}
        empty={!data || data.results.length === 0}
        emptyText={t('admin.invitations.empty')}
      >
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.invitations.email')}</Table.Th>
                <Table.Th>{t('admin.invitations.role')}</Table.Th>
                <Table.Th>{t('admin.invitations.invited_by')}</Table.Th>
                <Table.Th>{t('admin.invitations.company')}</Table.Th>
                <Table.Th>{t('admin.invitations.status')}</Table.Th>
                <Table.Th>{t('admin.invitations.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.results.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td>{invitation.email}</Table.Td>
                  <Table.Td>{t(`roles.${invitation.role}`)}</Table.Td>
                  <Table.Td>{invitation.invited_by?.email ?? ''}</Table.Td>
                  <Table.Td>{invitation.company?.name ?? invitation.firm?.name ?? ''}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={invitation.status === 'accepted' ? 'green' : 'yellow'}
                      variant="dot"
                      miw="max-content"
                    >
                      {t(`admin.invitations.statuses.${invitation.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{dateFormat.format(new Date(invitation.created_at))}</Table.Td>
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
