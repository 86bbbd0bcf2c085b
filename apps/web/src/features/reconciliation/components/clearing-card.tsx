import { Badge, Group, Table, Text } from '@mantine/core';
import type { Reconciliation } from '@portal/contracts/schemas/reconciliation';
import { useTranslation } from 'react-i18next';
import { isZero, moneyFormatter } from '../utils/money';
import { SummaryCard } from './summary-card';

type Clearing = Pick<
  Reconciliation,
  'clearing_closing' | 'clearing_settled_since' | 'clearing_open'
>;

/**
 * What the payment providers owed at the month's end. Sales of the last days are paid out the
 * next month, so the card also says how much of it has come in since and what is still open.
 */
export function ClearingCard({ report }: { report: Clearing }) {
  const { t, i18n } = useTranslation();
  const money = moneyFormatter(i18n.language);
  const owed = Number(report.clearing_closing);

  return (
    <SummaryCard label={t('reconciliation.summary.clearing')}>
      <Group gap="xs" align="center">
        <Text size="xl" fw={700} data-testid="clearing-closing">
          {money(report.clearing_closing)}
        </Text>
        {owed === 0 && (
          <Badge color="green" variant="dot">
            {t('reconciliation.summary.at_zero')}
          </Badge>
        )}
      </Group>
      {owed !== 0 && (
        <Text size="sm" c="dimmed" mt={4}>
          {t(owed > 0 ? 'reconciliation.summary.in_transit' : 'reconciliation.summary.overpaid')}
        </Text>
      )}
      {owed > 0 && (
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} mt="xs" fz="sm">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th fw={400}>{t('reconciliation.summary.settled_since')}</Table.Th>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(report.clearing_settled_since)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th fw={400}>{t('reconciliation.summary.still_open')}</Table.Th>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                <span data-testid="clearing-open">{money(report.clearing_open)}</span>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      {owed > 0 && isZero(report.clearing_open) && (
        <Badge color="green" variant="dot" mt={4}>
          {t('reconciliation.summary.all_in')}
        </Badge>
      )}
    </SummaryCard>
  );
}
