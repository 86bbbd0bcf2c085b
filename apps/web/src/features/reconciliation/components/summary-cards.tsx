import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import type { Reconciliation } from '@portal/contracts/schemas/reconciliation';
import { useTranslation } from 'react-i18next';
import { isZero } from '../utils/money';
import { ClearingCard } from './clearing-card';
import { SummaryCard } from './summary-card';

/** The month at a glance: what providers still owe, how payouts matched, what was booked. */
export function SummaryCards({ report }: { report: Reconciliation }) {
  const { t, i18n } = useTranslation();
  const withDifference = report.payouts.filter((p) => !isZero(p.difference)).length;
  const matched = report.payouts.length - withDifference;

  return (
    <SimpleGrid type="container" cols={{ base: 1, '720px': 3 }}>
      <ClearingCard report={report} />
      <SummaryCard label={t('reconciliation.summary.payouts')}>
        <Text size="xl" fw={700}>
          {report.payouts.length}
        </Text>
        <Group gap="xs" mt={4}>
          {report.payouts.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('reconciliation.summary.no_payouts')}
            </Text>
          ) : (
            <>
              <Badge color="green" variant="dot">
                {t('reconciliation.summary.matched', { count: matched })}
              </Badge>
              {withDifference > 0 && (
                <Badge color="orange" variant="dot">
                  {t('reconciliation.summary.with_difference', { count: withDifference })}
                </Badge>
              )}
            </>
          )}
        </Group>
      </SummaryCard>
      <SummaryCard label={t('reconciliation.summary.documents')}>
        <Text size="xl" fw={700}>
          {new Intl.NumberFormat(i18n.language).format(report.documents)}
        </Text>
        {(report.documents > 0 || !report.balanced) && (
          <Badge color={report.balanced ? 'green' : 'red'} variant="dot" mt={4}>
            {t(
              report.balanced
                ? 'reconciliation.summary.balanced'
                : 'reconciliation.summary.unbalanced',
            )}
          </Badge>
        )}
      </SummaryCard>
    </SimpleGrid>
  );
}
