import { Badge, Button, Group, Stack, VisuallyHidden } from '@mantine/core';
import type { AccountingFirm } from '@portal/contracts/schemas/tenancy';
import { IconPencil, IconPlus, IconSwitchHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirms } from '../api/get-firms';
import { FirmFormModal } from './firm-form-modal';
import { NewFeaturesSwitch } from './new-features-switch';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';

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
  const list = useListQuery<Record<string, never>>({ filters: {} });
  const query = useFirms(list.params);
  const [editing, setEditing] = useState<{ firm: AccountingFirm | null } | null>(null);

  const columns: DataTableColumn<AccountingFirm>[] = [
    { key: 'name', header: t('admin.firms.name'), cell: (firm) => firm.name },
    { key: 'firm_number', header: t('admin.firms.firm_number'), cell: (firm) => firm.firm_number },
    {
      key: 'tier_plan',
      header: t('admin.firms.tier_plan'),
      cell: (firm) => (
        <Badge color={TIER_COLORS[firm.tier_plan]} variant="dot" miw="max-content">
          {t(`admin.firms.tiers.${firm.tier_plan}`)}
        </Badge>
      ),
    },
    {
      key: 'affiliate_type',
      header: t('admin.firms.affiliate_type'),
      cell: (firm) => t(`admin.firms.affiliate_types.${firm.affiliate_type ?? 'none'}`),
    },
    {
      key: 'client_count',
      header: t('admin.firms.client_count'),
      align: 'right',
      cell: (firm) => firm.client_count,
    },
    {
      key: 'accountant_count',
      header: t('admin.firms.accountant_count'),
      align: 'right',
      cell: (firm) => firm.accountant_count,
    },
    {
      key: 'new_features',
      header: t('admin.firms.new_features'),
      cell: (firm) => <NewFeaturesSwitch firm={firm} />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>,
      cell: (firm) => (
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
      ),
    },
  ];

  return (
    <Stack gap="md">
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(firm) => String(firm.id)}
        emptyText={t('admin.firms.empty')}
        toolbar={{ search: { label: t('admin.search'), width: 360 } }}
        toolbarEnd={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ firm: null })}
          >
            {t('admin.firms.create')}
          </Button>
        }
        minWidth={960}
      />
      <FirmFormModal
        opened={editing !== null}
        firm={editing?.firm ?? null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
