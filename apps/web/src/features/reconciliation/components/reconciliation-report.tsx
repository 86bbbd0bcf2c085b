import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReconciliation } from '../api/get-reconciliation';
import { useReportMonth } from '../hooks/use-report-month';
import { monthLabel } from '../utils/month';
import { AccountsTable } from './accounts-table';
import { ClearingDaysChart } from './clearing-days-chart';
import { IssuesList } from './issues-list';
import { MonthPicker } from './month-picker';
import { PayoutsTable } from './payouts-table';
import { SummaryCards } from './summary-cards';

/** The discrepancy report of the month in the URL: summary, accounts, days, payouts, issues. */
export function ReconciliationReport() {
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useReportMonth();
  const { data, isPending, isError, isFetching, refetch } = useReconciliation(month);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} maw={640}>
          <Title order={2} size="h3">
            {t('reconciliation.title')} · {monthLabel(month, i18n.language)}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reconciliation.intro')}
          </Text>
        </Stack>
        <MonthPicker value={month} onChange={setMonth} />
      </Group>
      {isError && !data ? (
        <Group role="alert">
          <Text c="red">{t('reconciliation.failed')}</Text>
          <Button variant="default" size="xs" onClick={() => void refetch()} loading={isFetching}>
            {t('common.try_again')}
          </Button>
        </Group>
      ) : isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : (
        <Stack gap="xl">
          <SummaryCards report={data} />
          <AccountsTable accounts={data.accounts} />
          <ClearingDaysChart month={month} days={data.days} />
          <PayoutsTable payouts={data.payouts} />
          <IssuesList key={month} month={month} />
        </Stack>
      )}
    </Stack>
  );
}
