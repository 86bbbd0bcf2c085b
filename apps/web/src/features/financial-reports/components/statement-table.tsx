import { Table, Text, UnstyledButton } from '@mantine/core';
import type { Statement } from '@portal/contracts/schemas/financial-reports';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StatementFormat } from '../utils/format';
import { statementLines, type StatementLine } from '../utils/statement-lines';

const INDENT = 20;

/**
 * The statement as the Swedish layout prints it: headings, groups of BAS accounts (each opens
 * to its accounts) and sums, the period beside the comparison.
 */
export function StatementTable({
  statement,
  format,
  expanded,
  onToggle,
}: {
  statement: Statement;
  format: StatementFormat;
  expanded: ReadonlySet<string>;
  onToggle: (code: string) => void;
}) {
  const { t } = useTranslation();
  const lines = statementLines(statement, (code) => expanded.has(code));
  const compare = statement.compare_period !== null;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={6} data-testid="statement-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('financials.reports.line')}</Table.Th>
            <Table.Th ta="right">{format.period(statement.period)}</Table.Th>
            {compare && <Table.Th ta="right">{format.period(statement.compare_period!)}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Line
              key={line.key}
              line={line}
              format={format}
              compare={compare}
              open={expanded.has(line.row.code)}
              onToggle={onToggle}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Line({
  line,
  format,
  compare,
  open,
  onToggle,
}: {
  line: StatementLine;
  format: StatementFormat;
  compare: boolean;
  open: boolean;
  onToggle: (code: string) => void;
}) {
  const { t } = useTranslation();
  const { row, account } = line;
  const label = t(row.label);
  const indent = row.level * INDENT + (account ? INDENT + 22 : 0);
  const strong = row.type !== 'group' && !account;
  const cell = (value: string | null) => (
    <Table.Td ta="right" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
      {format.amount(value)}
    </Table.Td>
  );
  if (row.type === 'heading') {
    return (
      <Table.Tr>
        <Table.Th colSpan={compare ? 3 : 2} pl={indent} pt="md" scope="colgroup">
          {label}
        </Table.Th>
      </Table.Tr>
    );
  }
  const canOpen = row.type === 'group' && row.accounts.length > 0 && !account;
  return (
    <Table.Tr
      data-testid={account ? 'statement-account' : `statement-row-${row.code}`}
      style={
        row.type === 'sum' && !account
          ? { borderTop: '2px solid var(--mantine-color-default-border)' }
          : undefined
      }
    >
      <Table.Td pl={indent}>
        {account ? (
          <Text size="sm" c="dimmed">
            {account.account} {account.name}
          </Text>
        ) : canOpen ? (
          <UnstyledButton
            onClick={() => onToggle(row.code)}
            aria-expanded={open}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            {open ? (
              <IconChevronDown size={16} aria-hidden />
            ) : (
              <IconChevronRight size={16} aria-hidden />
            )}
            <Text component="span" size="sm">
              {label}
            </Text>
          </UnstyledButton>
        ) : (
          <Text size="sm" fw={strong ? 700 : undefined} pl={row.type === 'group' ? 20 : 0}>
            {label}
          </Text>
        )}
      </Table.Td>
      {cell(line.amount)}
      {compare && cell(line.compare)}
    </Table.Tr>
  );
}
