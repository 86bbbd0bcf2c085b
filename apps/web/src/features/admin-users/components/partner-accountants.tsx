import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { MAX_LIMIT } from '@portal/contracts/pagination';
import type { Role } from '@portal/contracts/roles';
import type { User } from '@portal/contracts/schemas/users';
import { useTranslation } from 'react-i18next';
import { useUsers, type UserListInput } from '../api/get-users';
import { ActiveBadge } from './active-badge';
import { fullName } from './users-table';
import { ListState } from '@/components/list-state';

/** Every partner or every master accountant in one page; the two are merged and sorted here. */
const everyOne = (role: Role): UserListInput => ({
  limit: MAX_LIMIT,
  offset: 0,
  search: '',
  filters: { role, is_active: null },
  ordering: null,
});

/** Partner and master accountants with the firms they belong to (two role queries). */
export function PartnerAccountants() {
  const { t } = useTranslation();
  const partners = useUsers(everyOne('PartnerAccountant'));
  const masters = useUsers(everyOne('MasterAccountant'));
  const users: User[] = [...(masters.data?.results ?? []), ...(partners.data?.results ?? [])].sort(
    (a, b) => fullName(a).localeCompare(fullName(b)),
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('admin.users.partner_intro')}
      </Text>
      <ListState
        loading={partners.isPending || masters.isPending}
        empty={users.length === 0}
        emptyText={t('admin.users.empty')}
      >
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.users.name')}</Table.Th>
                <Table.Th>{t('admin.users.email')}</Table.Th>
                <Table.Th>{t('admin.users.role')}</Table.Th>
                <Table.Th>{t('admin.users.status')}</Table.Th>
                <Table.Th>{t('admin.users.firms')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>{fullName(user)}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>
                    {user.role ? `${t(`roles.${user.role}`)} (${user.role})` : ''}
                  </Table.Td>
                  <Table.Td>
                    <ActiveBadge active={user.is_active} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {user.accounting_firms.map((firm) => (
                        <Badge key={firm.id} variant="default" tt="none">
                          {firm.name}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
    </Stack>
  );
}
