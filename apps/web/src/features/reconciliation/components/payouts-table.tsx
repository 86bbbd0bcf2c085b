import { Stack, Table, Text, Title } from '@mantine/core';
import type { ReconciledPayout } from '@portal/contracts/schemas/reconciliation';
import { useTranslation } from 'react-i18next';
import { AmountHeader } from './amount-cell';
import { PayoutRow } from './payout-row';

/** Every payout booked in the month: deposit, fees and what it left on suspense. */
export function PayoutsTable({ payouts }: { payouts: readonly ReconciledPayout[] }) {
  const { t } = useTranslation();

  return (
    <Stack gap="xs" component="section" aria-labelledby="report-payouts">
      <Title order={2} size="h4" id="report-payouts">
        {t('reconciliation.payouts.title')}
      </Title>
      {payouts.length === 0 ? (
        <Text c="dimmed">{t('reconciliation.payouts.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table highlightOnHover verticalSpacing="xs" data-testid="payouts-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reconciliation.payouts.date')}</Table.Th>
                <Table.Th>{t('reconciliation.payouts.provider')}</Table.Th>
                <Table.Th>{t('reconciliation.payouts.payout_id')}</Table.Th>
                <Table.Th>{t('reconciliation.payouts.reference')}</Table.Th>
                <AmountHeader>{t('reconciliation.payouts.deposit')}</AmountHeader>
                <AmountHeader>{t('reconciliation.payouts.fees')}</AmountHeader>
                <AmountHeader>{t('reconciliation.payouts.difference')}</AmountHeader>
                <Table.Th>{t('reconciliation.payouts.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payouts.map((payout) => (
                <PayoutRow key={`${payout.subscription_id}:${payout.payout_id}`} payout={payout} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
