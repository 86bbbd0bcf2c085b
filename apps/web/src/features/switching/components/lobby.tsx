import { Badge, Button, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Company } from '@portal/contracts/schemas/tenancy';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwitchableCompanies } from '../api/get-switchable-companies';
import { useSwitch } from '../hooks/use-switch';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';
import { useSessionStore } from '@/stores/session-store';

/** SPEC §2 lobby: choose a client company and work in it as its owner; unswitch to come back. */
export function Lobby() {
  const { t } = useTranslation();
  const list = useListQuery<Record<string, never>>({ filters: {} });
  const query = useSwitchableCompanies(list.params);
  const { switchToCompany, unswitch, isPending: switching } = useSwitch();
  const [target, setTarget] = useState<number | null>(null);
  const acting = useSessionStore((s) => (s.acting_as_company_owner ? s.company : null));

  const columns: DataTableColumn<Company>[] = [
    {
      key: 'name',
      header: t('switching.company'),
      cell: (company) => (
        <>
          {company.name}{' '}
          {!company.is_active && (
            <Badge color="gray" variant="light">
              {t('switching.inactive')}
            </Badge>
          )}
        </>
      ),
    },
    { key: 'company_id', header: t('switching.org_number'), cell: (company) => company.company_id },
    {
      key: 'firm',
      header: t('switching.firm'),
      cell: (company) => company.accounting_firm?.name ?? '–',
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('switching.actions')}</VisuallyHidden>,
      align: 'right',
      cell: (company) =>
        acting?.id === company.id ? (
          <Badge>{t('switching.current')}</Badge>
        ) : (
          <Button
            size="xs"
            disabled={Boolean(acting)}
            loading={switching && target === company.id}
            aria-label={t('switching.switch_to', { name: company.name })}
            onClick={() => {
              setTarget(company.id);
              void switchToCompany(company.id).catch(() => undefined);
            }}
          >
            {t('switching.switch')}
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="md" data-tour="lobby">
      {acting ? (
        <Card withBorder padding="lg">
          <Group justify="space-between">
            <Text>
              {t('switching.lobby_current')}: <strong>{acting.name}</strong>
            </Text>
            <Button variant="light" onClick={() => void unswitch()}>
              {t('switching.unswitch')}
            </Button>
          </Group>
        </Card>
      ) : (
        <Text c="dimmed">{t('switching.lobby_intro')}</Text>
      )}
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(company) => String(company.id)}
        emptyText={t('switching.lobby_empty')}
        toolbar={{ search: { label: t('switching.search'), width: 360 } }}
        minWidth={560}
      />
    </Stack>
  );
}
