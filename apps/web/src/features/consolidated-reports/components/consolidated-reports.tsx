import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ConsolidatedReport } from '@portal/contracts/schemas/consolidated-reports';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsolidatedReport } from '../api/get-consolidated-report';
import { useConsolidatedParams } from '../hooks/use-consolidated-params';
import { consolidatedLines, type ConsolidatedLine } from '../utils/consolidated-lines';
import { ConsolidatedControls } from './consolidated-controls';
import { ConsolidatedTable } from './consolidated-table';
import { ExportButton } from '@/components/data-table/export-button';
import { ListState } from '@/components/list-state';
import { describeError } from '@/lib/describe-error';

const sheet = (value: string | null) => (value === null ? '' : Number(value));

function Missing({ report }: { report: ConsolidatedReport }) {
  const { t } = useTranslation();
  const missing = report.clients.filter((c) => c.missing);
  if (!missing.length) return null;
  return (
    <Alert
      color="yellow"
      title={t('financials.consolidated.missing_title')}
      data-testid="consolidated-missing"
    >
      <List size="sm">
        {missing.map((c) => (
          <List.Item key={c.id}>
            {c.name}: {t(`financials.consolidated.missing.${c.missing}`)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** /consolidated-reports: the firm's clients' statements side by side (SPEC §2). */
export function ConsolidatedReports() {
  const { t, i18n } = useTranslation();
  const { choice, update } = useConsolidatedParams();
  const query = useConsolidatedReport(choice);
  const none = choice.companies !== null && choice.companies.length === 0;
  const report = none ? undefined : query.data;
  // the clients to choose from stay while none is chosen
  const [clients, setClients] = useState<ConsolidatedReport['clients']>([]);
  const known = query.data?.clients;
  useEffect(() => {
    if (known) setClients(known);
  }, [known]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const number = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const amount = (value: string | null) => (value === null ? '–' : number.format(Number(value)));
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const period = (p: { from: string; to: string }) =>
    `${day.format(new Date(`${p.from}T12:00:00Z`))} – ${day.format(new Date(`${p.to}T12:00:00Z`))}`;
  const toggle = (code: string) =>
    setExpanded((old) => {
      const next = new Set(old);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const problem = query.isError ? describeError(query.error) : null;
  const groups = report?.rows.filter((r) => r.type === 'group' && r.accounts.length) ?? [];
  const allOpen = groups.length > 0 && groups.every((g) => expanded.has(g.code));

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        {t('financials.consolidated.intro')}
      </Text>
      <ConsolidatedControls
        choice={choice}
        update={update}
        period={query.data?.period}
        clients={clients}
      />
      {none && <Text c="dimmed">{t('financials.consolidated.choose_clients_hint')}</Text>}
      {problem && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {problem.kind === 'text'
                ? problem.text
                : problem.fields.flatMap((f) => f.messages).join(' ')}
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => update({ from: null, to: null, companies: null })}
            >
              {t('financials.reports.reset_period')}
            </Button>
          </Stack>
        </Alert>
      )}
      <ListState loading={query.isPending && !none} empty={false} emptyText="">
        {report && (
          <Stack gap="md" style={{ opacity: query.isFetching ? 0.6 : 1 }}>
            <Missing report={report} />
            <Paper withBorder p="md" component="section" aria-labelledby="consolidated-title">
              <Group justify="space-between" align="flex-start" mb="sm">
                <Stack gap={2}>
                  <Title order={2} size="h4" id="consolidated-title">
                    {t(`financials.reports.kinds.${report.kind}`)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {report.kind === 'balance_sheet'
                      ? t('financials.consolidated.at_day', {
                          day: day.format(new Date(`${report.period.to}T12:00:00Z`)),
                        })
                      : period(report.period)}
                    {' · '}
                    {t('financials.consolidated.companies', { count: report.columns.length })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() =>
                      setExpanded(allOpen ? new Set() : new Set(groups.map((g) => g.code)))
                    }
                  >
                    {allOpen
                      ? t('financials.reports.collapse_all')
                      : t('financials.reports.expand_all')}
                  </Button>
                  <ExportButton<ConsolidatedLine>
                    fileName={`${t(`financials.reports.kinds.${report.kind}`)} ${report.period.from} ${report.period.to}`}
                    fetchPage={async (offset) => {
                      const lines = report.columns.length ? consolidatedLines(report) : [];
                      return { count: lines.length, results: offset === 0 ? lines : [] };
                    }}
                    headers={() => [
                      t('financials.reports.line'),
                      t('financials.reports.account'),
                      ...report.columns.map((c) => c.name),
                      t('financials.consolidated.total'),
                    ]}
                    toCells={(line) => [
                      line.account ? line.account.name : t(line.row.label),
                      line.account ? line.account.account : '',
                      ...(line.amounts ?? report.columns.map(() => null)).map(sheet),
                      sheet(line.total),
                    ]}
                  />
                </Group>
              </Group>
              {report.columns.length === 0 ? (
                <Text c="dimmed">{t('financials.consolidated.empty')}</Text>
              ) : (
                <ConsolidatedTable
                  report={report}
                  amount={amount}
                  expanded={expanded}
                  onToggle={toggle}
                />
              )}
            </Paper>
          </Stack>
        )}
      </ListState>
    </Stack>
  );
}
