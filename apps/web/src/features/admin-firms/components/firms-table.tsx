import { Badge, Button, Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import type { AccountingFirm } from '@portal/contracts/schemas/tenancy';
import { IconPencil, IconPlus, IconSwitchHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirms } from '../api/get-firms';
import { FirmFormModal } from './firm-form-modal';
import { NewFeaturesSwitch } from './new-features-switch';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';

const TIER_COLORS = { silver: 'gray', gold: 'yellow', platinum: 'violet' } as const;

/** In-house: every accounting firm, searchable; create, edit, flag new features, act as the firm. */
export function FirmsTable({
  onSwitch,
  switching,
}: {
  onSwitch: (firmId: number) => Promise<void>;
  switching: boolean;
}) {
  const { t } = useTranslation();
  const { page, setPage, search, setSearch, debounced } = usePagedSearch();
  const [editing, setEditing] = useState<{ firm: AccountingFirm | null } | null>(null);
  const { data, isPending } = useFirms({ page, search: debounced });

  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between">
        <SearchInput label={t('admin.search')} value={search} onChange={setSearch} w={360} />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ firm: null })}
        >
          {t('admin.firms.create')}
        </Button>
      </Group>
      <ListState
        loading={isPending}
        empty={!data || data.results.length === 0}
        emptyText={t('admin.firms.empty')}
      >
        <Table.ScrollContainer minWidth={960}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.firms.name')}</Table.Th>
                <Table.Th>{t('admin.firms.firm_number')}</Table.Th>
                <Table.Th>{t('admin.firms.tier_plan')}</Table.Th>
                <Table.Th>{t('admin.firms.affiliate_type')}</Table.Th>
                <Table.Th ta="right">{t('admin.firms.client_count')}</Table.Th>
                <Table.Th ta="right">{t('admin.firms.accountant_count')}</Table.Th>
                <Table.Th>{t('admin.firms.new_features')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.results.map((firm) => (
                <Table.Tr key={firm.id}>
                  <Table.Td>{firm.name}</Table.Td>
                  <Table.Td>{firm.firm_number}</Table.Td>
                  <Table.Td>
                    <Badge color={TIER_COLORS[firm.tier_plan]} variant="dot" miw="max-content">
                      {t(`admin.firms.tiers.${firm.tier_plan}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {t(`admin.firms.affiliate_types.${firm.affiliate_type ?? 'none'}`)}
                  </Table.Td>
                  <Table.Td ta="right">{firm.client_count}</Table.Td>
                  <Table.Td ta="right">{firm.accountant_count}</Table.Td>
                  <Table.Td>
                    <NewFeaturesSwitch firm={firm} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconPencil size={14} aria-hidden />}
                        aria-label={`${t('admin.edit')}: ${firm.name}`}
                        onClick={() => setEditing({ firm })}
                      >
                        {t('admin.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconSwitchHorizontal size={14} aria-hidden />}
                        aria-label={`${t('admin.firms.act_as_firm')}: ${firm.name}`}
                        disabled={switching}
                        onClick={() => void onSwitch(firm.id)}
                      >
                        {t('admin.firms.act_as_firm')}
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
      <FirmFormModal
        opened={editing !== null}
        firm={editing?.firm ?? null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
