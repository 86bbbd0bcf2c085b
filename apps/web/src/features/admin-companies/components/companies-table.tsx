import { ActionIcon, Badge, Button, Group, Stack, Tooltip, VisuallyHidden } from '@mantine/core';
import type { Company } from '@portal/contracts/schemas/tenancy';
import { IconPencil, IconPlus, IconSwitchHorizontal, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanies } from '../api/get-companies';
import { CompanyFormModal } from './company-form-modal';
import { CompanyUsersDrawer } from './company-users-drawer';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';

type Editing = { company: Company | null } | null;

/** In-house: every company, searchable; create, edit, see its users, act as its owner. */
export function CompaniesTable({
  onSwitch,
  switching,
}: {
  onSwitch: (companyId: number) => Promise<void>;
  switching: boolean;
}) {
  const { t } = useTranslation();
  const list = useListQuery<Record<string, never>>({ filters: {} });
  const query = useCompanies(list.params);
  const [editing, setEditing] = useState<Editing>(null);
  const [usersOf, setUsersOf] = useState<Company | null>(null);

  const columns: DataTableColumn<Company>[] = [
    { key: 'name', header: t('admin.companies.name'), cell: (company) => company.name },
    {
      key: 'company_id',
      header: t('admin.companies.company_id'),
      cell: (company) => company.company_id,
    },
    { key: 'city', header: t('admin.companies.city'), cell: (company) => company.city },
    {
      key: 'firm',
      header: t('admin.companies.firm'),
      cell: (company) => company.accounting_firm?.name ?? '',
    },
    {
      key: 'status',
      header: t('admin.companies.status'),
      cell: (company) => (
        <Badge color={company.is_active ? 'green' : 'gray'} variant="dot" miw="max-content">
          {company.is_active ? t('admin.active') : t('admin.inactive')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>,
      cell: (company) => (
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Tooltip label={t('admin.edit')}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('admin.edit')}: ${company.name}`}
              onClick={() => setEditing({ company })}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('admin.companies.users')}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('admin.companies.users')}: ${company.name}`}
              onClick={() => setUsersOf(company)}
            >
              <IconUsers size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSwitchHorizontal size={14} aria-hidden />}
            aria-label={`${t('admin.companies.act_as_owner')}: ${company.name}`}
            disabled={switching}
            onClick={() => void onSwitch(company.id)}
          >
            {t('admin.companies.act_as_owner')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(company) => String(company.id)}
        emptyText={t('admin.companies.empty')}
        toolbar={{ search: { label: t('admin.search'), width: 360 } }}
        toolbarEnd={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ company: null })}
          >
            {t('admin.companies.create')}
          </Button>
        }
        minWidth={900}
      />
      <CompanyFormModal
        opened={editing !== null}
        company={editing?.company ?? null}
        onClose={() => setEditing(null)}
      />
      <CompanyUsersDrawer company={usersOf} onClose={() => setUsersOf(null)} />
    </Stack>
  );
}
