import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { User } from '@portal/contracts/schemas/users';
import { IconPlus, IconSwitchHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsers, type UserFilters } from '../api/get-users';
import { ActiveBadge } from './active-badge';
import { CreateUserModal } from './create-user-modal';
import { roleOptions } from './role-options';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';
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
  const list = useListQuery<UserFilters>({ filters: { role: null, is_active: null } });
  const query = useUsers(list.params);
  const [creating, setCreating] = useState(false);

  const columns: DataTableColumn<User>[] = [
    { key: 'name', header: t('admin.users.name'), cell: (user) => fullName(user) },
    { key: 'email', header: t('admin.users.email'), cell: (user) => user.email },
    {
      key: 'role',
      header: t('admin.users.role'),
      cell: (user) => t(`roles.${user.role ?? 'NOT_SET'}`),
    },
    {
      key: 'status',
      header: t('admin.users.status'),
      cell: (user) => <ActiveBadge active={user.is_active} />,
    },
    {
      key: 'companies',
      header: t('admin.users.companies'),
      cell: (user) => <Text size="sm">{user.companies.map((c) => c.name).join(', ')}</Text>,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>,
      cell: (user) =>
        user.id !== me && (
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
        ),
    },
  ];

  return (
    <Stack gap="md">
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(user) => String(user.id)}
        emptyText={t('admin.users.empty')}
        toolbar={{
          search: { label: t('admin.search'), width: 260 },
          filters: [
            {
              key: 'role',
              label: t('admin.users.role_filter'),
              placeholder: t('admin.all'),
              options: roleOptions(t),
              width: 260,
            },
            {
              key: 'is_active',
              label: t('admin.users.active_filter'),
              placeholder: t('admin.all'),
              options: [
                { value: 'true', label: t('admin.yes') },
                { value: 'false', label: t('admin.no') },
              ],
              width: 140,
            },
          ],
        }}
        toolbarEnd={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            {t('admin.users.create')}
          </Button>
        }
        minWidth={840}
      />
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
