import { Badge, Table, Text } from '@mantine/core';
import type { ReconciledPayout } from '@portal/contracts/schemas/reconciliation';
import { useTranslation } from 'react-i18next';
import { useProviderName } from '../hooks/use-provider-name';
import { isZero, moneyFormatter } from '../utils/money';
import { AmountCell } from './amount-cell';
import { STATUS_COLORS } from './payout-status';

export const PAYOUT_COLUMNS = 8;

/** One payout, and beneath it, across the table, why it did not match when it says so. */
export function PayoutRow({ payout }: { payout: ReconciledPayout }) {
  const { t, i18n } = useTranslation();
  const money = moneyFormatter(i18n.language);
  const providerName = useProviderName();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeZone: 'UTC' });
  const differs = !isZero(payout.difference);
  const reason = payout.reason.trim();

  return (
    <>
      <Table.Tr data-testid="payout-row" style={reason ? { borderBottom: 'none' } : undefined}>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          {date.format(new Date(`${payout.date}T00:00:00Z`))}
        </Table.Td>
        <Table.Td>{providerName(payout.source)}</Table.Td>
        <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {payout.payout_id}
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{payout.reference}</Table.Td>
        <AmountCell>{money(payout.deposit)}</AmountCell>
        <AmountCell>{money(payout.fees)}</AmountCell>
        <AmountCell
          fw={differs ? 700 : undefined}
          c={differs ? 'var(--mantine-color-error)' : 'dimmed'}
          data-testid="payout-difference"
        >
          {money(payout.difference)}
        </AmountCell>
        <Table.Td>
          <Badge
            color={payout.status ? STATUS_COLORS[payout.status] : 'gray'}
            variant="dot"
            style={{ minWidth: 'max-content' }}
          >
            {payout.status
              ? t(`sync.entries.statuses.${payout.status}`)
              : t('reconciliation.payouts.no_status')}
          </Badge>
        </Table.Td>
      </Table.Tr>
      {reason && (
        <Table.Tr data-testid="payout-reason">
          <Table.Td colSpan={PAYOUT_COLUMNS} pt={0}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <Text span size="sm" fw={600}>
                {t('reconciliation.payouts.reason')}:{' '}
              </Text>
              {reason}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
