import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Backlog, InhouseDashboard } from '@portal/contracts/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bucketLabels, intlLocale } from '../utils/format';
import { FigureCard } from './figure-card';
import { InhouseAnalytics } from './inhouse-analytics';
import { TrendChart } from './trend-chart';

/** Where each backlog figure can be looked into. */
const BACKLOG_LINKS: Record<keyof Backlog, string> = {
  pending_entries: '/sync-entry-report',
  queued_tasks: '/period-tasks',
  started_tasks: '/period-tasks',
  error_subscriptions: '/subscription-status',
  stale_subscriptions: '/subscription-status',
};

/** In-house staff's dashboard: analytics, failures across the system, what waits, who fails most. */
export function InhouseSection({ view }: { view: InhouseDashboard }) {
  const { t, i18n } = useTranslation();
  const key = (name: string) => `dashboard.inhouse.${name}`;
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const entries = view.failures.reduce((sum, point) => sum + point.failed_entries, 0);
  const tasks = view.failures.reduce((sum, point) => sum + point.failed_tasks, 0);

  return (
    <Stack gap="lg" data-testid="inhouse-dashboard">
      <InhouseAnalytics view={view} />
      <Paper withBorder p="md" component="section" aria-labelledby="backlog-title">
        <Title order={3} size="h4" id="backlog-title" mb="xs">
          {t(key('backlog_title'))}
        </Title>
        <SimpleGrid type="container" cols={{ base: 1, '480px': 2, '900px': 5 }}>
          {(Object.keys(BACKLOG_LINKS) as (keyof Backlog)[]).map((name) => (
            <FigureCard
              key={name}
              label={t(key(`backlog.${name}`))}
              value={number.format(view.backlog[name])}
              to={BACKLOG_LINKS[name]}
              linkText={t(`routes.${BACKLOG_LINKS[name].slice(1)}`)}
            />
          ))}
        </SimpleGrid>
      </Paper>
      <TrendChart
        testId="failures-chart"
        title={t(key('failures_title'))}
        summary={t('dashboard.chart.failures_summary', { entries, tasks })}
        series={[
          { name: 'failed_entries', label: t('dashboard.series.failed_entries'), color: 'red.6' },
          { name: 'failed_tasks', label: t('dashboard.series.failed_tasks'), color: 'orange.5' },
        ]}
        points={view.failures}
        labels={bucketLabels(view.range, i18n.language)}
      />
      <Paper withBorder p="md" component="section" aria-labelledby="top-failing-title">
        <Title order={3} size="h4" id="top-failing-title" mb="xs">
          {t(key('top_title'))}
        </Title>
        {view.top_failing.length === 0 ? (
          <Text c="dimmed">{t(key('top_none'))}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs">
              <Table.Caption>
                <Anchor component={Link} to="/sync-entry-report" underline="always">
                  {t(key('to_sync_report'))}
                </Anchor>
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(key('columns.company'))}</Table.Th>
                  <Table.Th>{t(key('columns.failed_entries'))}</Table.Th>
                  <Table.Th>{t(key('columns.failed_tasks'))}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.top_failing.map((company) => (
                  <Table.Tr key={company.company_id} data-testid="failing-company">
                    <Table.Td>{company.company}</Table.Td>
                    <Table.Td>{company.failed_entries}</Table.Td>
                    <Table.Td>{company.failed_tasks}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
