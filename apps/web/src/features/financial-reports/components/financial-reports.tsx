import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatement } from '../api/get-statement';
import { useStatementParams } from '../hooks/use-statement-params';
import { statementFormat } from '../utils/format';
import { StatementControls } from './statement-controls';
import { StatementExport } from './statement-export';
import { StatementFigure } from './statement-figure';
import { StatementNotes } from './statement-notes';
import { StatementTable } from './statement-table';
import { LedgerTool } from '@/components/ledger-company-picker';
import { ListState } from '@/components/list-state';
import { describeError } from '@/lib/describe-error';

function CompanyStatement({ company }: { company: LedgerCompany }) {
  const { t, i18n } = useTranslation();
  const format = statementFormat(i18n.language);
  const { choice, update } = useStatementParams();
  const query = useStatement({ company: company.id, ...choice });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const statement = query.data;
  const toggle = (code: string) =>
    setExpanded((old) => {
      const next = new Set(old);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const groups = statement?.rows.filter((r) => r.type === 'group' && r.accounts.length) ?? [];
  const allOpen = groups.length > 0 && groups.every((g) => expanded.has(g.code));
  const problem = query.isError ? describeError(query.error) : null;

  return (
    <Stack gap="md">
      <StatementControls choice={choice} update={update} statement={statement} format={format} />
      {problem && (
        <Alert color="red" role="alert" data-testid="statement-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {problem.kind === 'text'
                ? problem.text
                : problem.fields.flatMap((f) => f.messages).join(' ')}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => update({ from: null, to: null })}>
                {t('financials.reports.reset_period')}
              </Button>
              <Button size="xs" variant="default" onClick={() => void query.refetch()}>
                {t('common.try_again')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <ListState loading={query.isPending} empty={false} emptyText="">
        {statement && (
          <Stack gap="md" style={{ opacity: query.isFetching ? 0.6 : 1 }}>
            <StatementNotes notes={statement.notes} format={format} />
            <StatementFigure statement={statement} format={format} />
            <Paper withBorder p="md" component="section" aria-labelledby="statement-title">
              <Group justify="space-between" align="flex-start" mb="sm">
                <Stack gap={2}>
                  <Title order={2} size="h4" id="statement-title">
                    {t(`financials.reports.kinds.${statement.kind}`)}
                    {statement.method &&
                      ` (${t(`financials.reports.methods.${statement.method}`)})`}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('financials.reports.signs')}
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
                  <StatementExport statement={statement} format={format} />
                </Group>
              </Group>
              <StatementTable
                statement={statement}
                format={format}
                expanded={expanded}
                onToggle={toggle}
              />
            </Paper>
          </Stack>
        )}
      </ListState>
    </Stack>
  );
}

/** /financial-reports: a company's balance sheet, income statement and cash flow (issue 16). */
export function FinancialReports() {
  const { t } = useTranslation();
  return (
    <LedgerTool intro={t('financials.reports.intro')}>
      {(company) => <CompanyStatement key={company.id} company={company} />}
    </LedgerTool>
  );
}
