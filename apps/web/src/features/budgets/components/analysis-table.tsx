import { Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { AnalysisCell, AnalysisRow, BudgetAnalysis } from '@portal/contracts/schemas/budgets';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BudgetFormat } from '../utils/format';
import classes from './analysis-table.module.css';

/** Green when the variance is good news (more revenue, less cost), red when it is not. */
function varianceClass(row: AnalysisRow, variance: string | null) {
  if (variance === null || Number(variance) === 0) return undefined;
  const more = Number(variance) > 0;
  return more === (row.nature === 'revenue') ? classes.good : classes.bad;
}

function PeriodCell({
  row,
  cell,
  elapsed,
  f,
}: {
  row: AnalysisRow;
  cell: AnalysisCell;
  elapsed: boolean;
  f: BudgetFormat;
}) {
  const { t } = useTranslation();
  if (!elapsed || cell.actual === null) {
    return (
      <Text size="sm" c="dimmed" fs="italic" title={t('planning.analysis.future_hint')}>
        {f.kr(cell.budget)}
      </Text>
    );
  }
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" title={`${t('planning.analysis.budget')}: ${f.kr(cell.budget)}`}>
        {f.kr(cell.actual)}
      </Text>
      <Group gap={2} wrap="nowrap">
        {cell.flagged && (
          <Tooltip label={t('planning.analysis.flag')}>
            <IconFlag size={12} aria-label={t('planning.analysis.flag')} role="img" />
          </Tooltip>
        )}
        <Text size="xs" className={varianceClass(row, cell.variance)} fw={cell.flagged ? 700 : 400}>
          {cell.variance_percent === null ? f.kr(cell.variance) : f.percent(cell.variance_percent)}
        </Text>
      </Group>
    </Stack>
  );
}

/** Accounts and their groups' totals by period: actual and variance, or the budget ahead. */
export function AnalysisTable({
  analysis,
  labels,
  f,
}: {
  analysis: BudgetAnalysis;
  labels: string[];
  f: BudgetFormat;
}) {
  const { t } = useTranslation();
  const { periods } = analysis;
  return (
    <Table.ScrollContainer
      minWidth={periods.length > 4 ? 1700 : 900}
      // wider than the screen and nothing in it to focus: the keyboard scrolls it from here
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('planning.analysis.tab') },
      }}
    >
      <Table striped verticalSpacing={6} horizontalSpacing="xs" data-testid="analysis-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={200}>{t('planning.analysis.account')}</Table.Th>
            {periods.map((p, i) => (
              <Table.Th key={p.period} ta="right">
                <Stack gap={0} align="flex-end">
                  <span>{labels[i]}</span>
                  <Text size="xs" c="dimmed" component="span">
                    {p.elapsed ? t('planning.analysis.actual') : t('planning.analysis.future')}
                  </Text>
                </Stack>
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('planning.analysis.budget')}</Table.Th>
            <Table.Th ta="right">{t('planning.analysis.to_date')}</Table.Th>
            <Table.Th ta="right">{t('planning.analysis.variance')}</Table.Th>
            <Table.Th ta="right">{t('planning.analysis.projection')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {analysis.rows.map((row) => {
            const group = row.kind === 'group';
            return (
              <Table.Tr
                key={`${row.kind}-${row.account}`}
                data-testid={group ? 'analysis-group' : 'analysis-row'}
                fw={group ? 700 : undefined}
              >
                <Table.Th scope="row" fw={group ? 700 : 500}>
                  {group
                    ? t('planning.analysis.group', { group: row.name })
                    : `${row.account} ${row.name}`}
                </Table.Th>
                {row.cells.map((cell, i) => (
                  <Table.Td
                    key={cell.period}
                    ta="right"
                    data-testid={`cell-${row.account}-${cell.period}`}
                  >
                    <PeriodCell row={row} cell={cell} elapsed={periods[i]!.elapsed} f={f} />
                  </Table.Td>
                ))}
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {f.kr(row.budget)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {f.kr(row.actual)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" className={varianceClass(row, row.variance)} span>
                    {f.kr(row.variance)} ({f.percent(row.variance_percent)})
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {f.kr(row.projection)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
