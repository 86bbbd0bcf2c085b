import { Button, Center, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKickbackMonths, useKickbackSummary, type LineFilters } from '../api/get-kickbacks';
import { KickbackAgreement } from './kickback-agreement';
import { KickbackLines } from './kickback-lines';
import { KickbackMonths } from './kickback-months';
import { useListQuery } from '@/components/data-table/use-list-query';
import { currentRole, useSessionStore } from '@/stores/session-store';

/**
 * /kickback-payouts: the firm's agreement, the chosen year's months with their payouts (which
 * in-house staff mark paid at /payouts) and the invoices behind them.
 */
export function KickbackPayouts() {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<number | null>(null);
  const summary = useKickbackSummary(asked);
  const year = summary.data?.totals.year ?? asked ?? new Date().getFullYear();
  const lines = useListQuery<LineFilters>({ filters: { period: null }, ordering: '-period' });
  const months = useKickbackMonths(year, {
    limit: 50,
    offset: 0,
    search: '',
    filters: { status: null },
    ordering: '-period',
  });
  const partner = useSessionStore((s) => currentRole(s) === 'PartnerAccountant');

  if (summary.isError && !summary.data)
    return (
      <Group role="alert">
        <Text c="red">{t('firm.kickbacks.load_failed')}</Text>
        <Button variant="default" size="xs" onClick={() => void summary.refetch()}>
          {t('common.try_again')}
        </Button>
      </Group>
    );
  if (!summary.data)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );

  const showLines = (period: string) => {
    lines.setFilter('period', period);
    document.getElementById('kickback-lines-section')?.scrollIntoView({ behavior: 'smooth' });
    document.getElementById('kickback-lines')?.focus();
  };

  return (
    <Stack gap="lg">
      <Select
        label={t('firm.kickbacks.year')}
        data={summary.data.years.map(String)}
        value={String(year)}
        onChange={(value) => {
          if (!value) return;
          setAsked(Number(value));
          lines.resetFilter('period');
        }}
        allowDeselect={false}
        w={140}
      />
      <KickbackAgreement summary={summary.data} />
      <KickbackMonths year={year} onShowLines={showLines} />
      <KickbackLines
        year={year}
        list={lines}
        months={[...new Set((months.data?.results ?? []).map((m) => m.period))]}
        partner={partner}
      />
    </Stack>
  );
}
