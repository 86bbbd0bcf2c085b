import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import type { Company } from '@portal/contracts/schemas/tenancy';
import { IconPencil, IconPlus, IconSwitchHorizontal, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanies } from '../api/get-companies';
import { CompanyFormModal } from './company-form-modal';
import { CompanyUsersDrawer } from './company-users-drawer';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';

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
  const { page, setPage, search, setSearch, debounced } = usePagedSearch();
  const [editing, setEditing] = useState<Editing>(null);
  const [usersOf, setUsersOf] = useState<Company | null>(null);
  const { data, isPending } = useCompanies({ page, search: debounced });

  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between">
        <SearchInput label={t('admin.search')} value={search} onChange={setSearch} w={360} />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ company: null })}
        >
          {t('admin.companies.create')}
        </Button>
      </Group>
      <ListState
        loading={isPending}
        empty={!data || data.results.length === 0}
        emptyText={t('admin.companies.empty')}
      >
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.companies.name')}</Table.Th>
                <Table.Th>{t('admin.companies.company_id')}</Table.Th>
                <Table.Th>{t('admin.companies.city')}</Table.Th>
                <Table.Th>{t('admin.companies.firm')}</Table.Th>
                <Table.Th>{t('admin.companies.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.results.map((company) => (
                <Table.Tr key={company.id}>
                  <Table.Td>{company.name}</Table.Td>
                  <Table.Td>{company.company_id}</Table.Td>
                  <Table.Td>{company.city}</Table.Td>
                  <Table.Td>{company.accounting_firm?.name ?? ''}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={company.is_active ? 'green' : 'gray'}
                      variant="dot"
                      miw="max-content"
                    >
                      {company.is_active ? t('admin.active') : t('admin.inactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
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
      <CompanyFormModal
        opened={editing !== null}
        company={editing?.company ?? null}
        onClose={() => setEditing(null)}
      />
      <CompanyUsersDrawer company={usersOf} onClose={() => setUsersOf(null)} />
    </Stack>
  );
}
