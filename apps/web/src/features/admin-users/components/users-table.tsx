import { Button, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import { isRole, type Role } from '@portal/contracts/roles';
import type { User } from '@portal/contracts/schemas/users';
import { IconPlus, IconSwitchHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsers } from '../api/get-users';
import { ActiveBadge } from './active-badge';
import { CreateUserModal } from './create-user-modal';
import { roleOptions } from './role-options';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useSessionStore } from '@/stores/session-store';

export interface SwitchProps {
  /** acts as the given user, company or firm (the screen passes useSwitch in) */
  onSwitch: (id: number) => Promise<void>;
  switching: boolean;
}

export function fullName(user: Pick<User, 'first_name' | 'last_name' | 'email'>) {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

/** All users, filtered by name or e-mail, role and active; in-house staff can act as one. */
export function UsersTable({ onSwitch, switching }: SwitchProps) {
  const { t } = useTranslation();
  const me = useSessionStore((s) => s.user?.id);
  const { page, setPage, search, setSearch, debounced } = usePagedSearch();
  const [role, setRole] = useState<Role | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const isActive = active === null ? null : active === 'true';
  const { data, isPending } = useUsers({ page, search: debounced, role, isActive });

  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end">
          <SearchInput label={t('admin.search')} value={search} onChange={setSearch} w={260} />
          <Select
            label={t('admin.users.role_filter')}
            placeholder={t('admin.all')}
            data={roleOptions(t)}
            value={role}
            onChange={(value) => {
              setRole(isRole(value) ? value : null);
              setPage(1);
            }}
            clearable
            w={260}
          />
          <Select
            label={t('admin.users.active_filter')}
            placeholder={t('admin.all')}
            data={[
              { value: 'true', label: t('admin.yes') },
              { value: 'false', label: t('admin.no') },
            ]}
            value={active}
            onChange={(value) => {
              setActive(value);
              setPage(1);
            }}
            clearable
            w={140}
          />
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('admin.users.create')}
        </Button>
      </Group>
      <ListState
        loading={isPending}
        empty={!data || data.results.length === 0}
        emptyText={t('admin.users.empty')}
      >
        <Table.ScrollContainer minWidth={840}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.users.name')}</Table.Th>
                <Table.Th>{t('admin.users.email')}</Table.Th>
                <Table.Th>{t('admin.users.role')}</Table.Th>
                <Table.Th>{t('admin.users.status')}</Table.Th>
                <Table.Th>{t('admin.users.companies')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.results.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>{fullName(user)}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{t(`roles.${user.role ?? 'NOT_SET'}`)}</Table.Td>
                  <Table.Td>
                    <ActiveBadge active={user.is_active} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{user.companies.map((c) => c.name).join(', ')}</Text>
                  </Table.Td>
                  <Table.Td>
                    {user.id !== me && (
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconSwitchHorizontal size={14} aria-hidden />}
                        aria-label={t('admin.users.switch_to_named', { name: fullName(user) })}
                        disabled={switching}
                        onClick={() => void onSwitch(user.id)}
                      >
                        {t('admin.users.switch_to')}
                      </Button>
                    )}
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
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
