import { Table, Text, UnstyledButton } from '@mantine/core';
import type { ConsolidatedReport } from '@portal/contracts/schemas/consolidated-reports';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { consolidatedLines } from '../utils/consolidated-lines';

const sticky: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  minWidth: 260,
};
const INDENT = 20;

/** One column per company and the total, by BAS line; a line opens to its accounts. */
export function ConsolidatedTable({
  report,
  amount,
  expanded,
  onToggle,
}: {
  report: ConsolidatedReport;
  amount: (value: string | null) => string;
  expanded: ReadonlySet<string>;
  onToggle: (code: string) => void;
}) {
  const { t } = useTranslation();
  const lines = consolidatedLines(report, (code) => expanded.has(code));
  const span = report.columns.length + 2;
  return (
    <Table.ScrollContainer minWidth={Math.max(600, 260 + 150 * (report.columns.length + 1))}>
      <Table verticalSpacing={6} data-testid="consolidated-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={sticky}>{t('financials.reports.line')}</Table.Th>
            {report.columns.map((c) => (
              <Table.Th key={c.id} ta="right">
                {c.name}
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('financials.consolidated.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map(({ key, row, account, amounts, total }) => {
            const label = t(row.label);
            const indent = row.level * INDENT + (account ? INDENT + 22 : 0);
            if (row.type === 'heading') {
              return (
                <Table.Tr key={key}>
                  <Table.Th colSpan={span} pl={indent} pt="md" scope="colgroup">
                    {label}
                  </Table.Th>
                </Table.Tr>
              );
            }
            const strong = row.type === 'sum' && !account;
            const open = expanded.has(row.code);
            const canOpen = !account && row.type === 'group' && row.accounts.length > 0;
            return (
              <Table.Tr
                key={key}
                data-testid={account ? 'consolidated-account' : `consolidated-row-${row.code}`}
              >
                <Table.Td style={sticky} pl={indent}>
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
                    <Text size="sm" fw={strong ? 700 : undefined}>
                      {label}
                    </Text>
                  )}
                </Table.Td>
                {(amounts ?? []).map((value, i) => (
                  <Table.Td
                    key={report.columns[i]!.id}
                    ta="right"
                    fw={strong ? 700 : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {amount(value)}
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {amount(total)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
