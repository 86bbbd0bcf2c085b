import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ConnectedUser } from '@portal/contracts/schemas/tenancy';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectedUsers } from '../api/get-connected-users';
import { useActiveCompany, useIsCompanyOwner } from '../hooks/use-active-company';
import type { ActiveCompanyRef } from '../hooks/use-active-company';
import { displayName } from './display-name';
import { RemoveCompanyUserModal } from './remove-company-user-modal';
import { ListState } from '@/components/list-state';
import { useSessionStore } from '@/stores/session-store';

const CONNECTION_COLORS = { Owner: 'blue', Colleague: 'teal', Accountant: 'grape' } as const;

/** The people of the active company; SPEC §8 text when there is none. */
export function ConnectedUsers() {
  const { t } = useTranslation();
  const company = useActiveCompany();
  if (!company) return <Text c="dimmed">{t('errors.no_active_company')}</Text>;
  return <ConnectedUsersTable key={company.id} company={company} />;
}

function ConnectedUsersTable({ company }: { company: ActiveCompanyRef }) {
  const { t } = useTranslation();
  const isOwner = useIsCompanyOwner();
  const myId = useSessionStore((s) => s.user?.id);
  const { data, isPending } = useConnectedUsers(company.id);
  const [removing, setRemoving] = useState<ConnectedUser | null>(null);
  // SPEC §5: never yourself, never an owner.
  const removable = (user: ConnectedUser) => user.id !== myId && user.connection !== 'Owner';

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('team.connected.intro', { company: company.name })}
      </Text>
      {!isOwner && (
        <Text size="sm" role="note">
          {t('errors.owner_only_removal')}
        </Text>
      )}
      <ListState
        loading={isPending}
        empty={!data || data.length === 0}
        emptyText={t('team.connected.empty')}
      >
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('team.connected.name')}</Table.Th>
                <Table.Th>{t('team.connected.email')}</Table.Th>
                <Table.Th>{t('team.connected.connection')}</Table.Th>
                {isOwner && <Table.Th>{t('team.connected.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <span>{displayName(user)}</span>
                      {user.id === myId && (
                        <Text span size="sm" c="dimmed">
                          ({t('team.connected.you')})
                        </Text>
                      )}
                      {!user.is_active && (
                        <Badge color="gray" variant="outline" size="sm">
                          {t('team.connected.inactive')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>
                    <Badge color={CONNECTION_COLORS[user.connection]} variant="light" c="bright">
                      {t(`team.connected.connections.${user.connection}`)}
                    </Badge>
                  </Table.Td>
                  {isOwner && (
                    <Table.Td>
                      {removable(user) && (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          leftSection={<IconUserMinus size={14} aria-hidden />}
                          aria-label={t('team.connected.remove_label', { name: displayName(user) })}
                          onClick={() => setRemoving(user)}
                        >
                          {t('team.connected.remove')}
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      <RemoveCompanyUserModal company={company} user={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
