import { Badge, Center, Drawer, Loader, Table, Text } from '@mantine/core';
import type { Company } from '@portal/contracts/schemas/tenancy';
import { useTranslation } from 'react-i18next';
import { useCompanyUsers } from '../api/get-company-users';

/** Read-only: the people connected to a company and how. */
export function CompanyUsersDrawer({
  company,
  onClose,
}: {
  company: Company | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data, isPending } = useCompanyUsers(company?.id ?? null);
  return (
    <Drawer
      opened={company !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={company ? t('admin.companies.users_title', { name: company.name }) : ''}
    >
      {isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : !data || data.length === 0 ? (
        <Text c="dimmed">{t('admin.companies.users_empty')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.users.name')}</Table.Th>
              <Table.Th>{t('admin.users.email')}</Table.Th>
              <Table.Th>{t('admin.companies.connection')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((user) => (
              <Table.Tr key={`${user.connection}-${user.id}`}>
                <Table.Td>{`${user.first_name} ${user.last_name}`.trim()}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>
                  <Badge variant="dot" miw="max-content" color={user.is_active ? 'blue' : 'gray'}>
                    {t(`admin.companies.connections.${user.connection}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Drawer>
  );
}
