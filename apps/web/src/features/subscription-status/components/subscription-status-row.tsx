import { Badge, Table, UnstyledButton } from '@mantine/core';
import {
  healthBand,
  type SubscriptionStatusRow as Row,
} from '@portal/contracts/schemas/subscription-status';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HealthBreakdown } from '@/components/health/health-breakdown';
import { useLagText } from '@/components/health/use-lag-text';
import { STATUS_COLORS } from './status-colors';
import { BAND_COLORS } from '@/components/health/band-colors';

export const COLUMNS = 7;

/** One subscription; pressing its score opens a row below with how the score is made up. */
export function SubscriptionStatusRow({ row }: { row: Row }) {
  const { t, i18n } = useTranslation();
  const lagText = useLagText();
  const [open, setOpen] = useState(false);
  const band = healthBand(row.health.score);
  const breakdownId = `health-breakdown-${row.id}`;
  const dateTime = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const empty = t('subscription_status.not_applicable');

  return (
    <>
      <Table.Tr data-testid="subscription-status-row">
        <Table.Td>{row.company}</Table.Td>
        <Table.Td>
          {row.application_name} → {row.accounting_name}
        </Table.Td>
        <Table.Td>
          <Badge
            color={STATUS_COLORS[row.status]}
            variant="dot"
            data-testid="status"
            style={{ minWidth: 'max-content' }}
          >
            {t(`subscriptions.statuses.${row.status}`)}
          </Badge>
        </Table.Td>
        <Table.Td>
          <UnstyledButton
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={open ? breakdownId : undefined}
            aria-label={t('subscription_status.score_button', {
              score: row.health.score,
              band: t(`subscription_status.bands.${band}`),
              company: row.company,
            })}
            style={{ borderRadius: 'var(--mantine-radius-xl)' }}
          >
            <Badge
              color={BAND_COLORS[band]}
              variant="light"
              c="bright"
              size="lg"
              style={{ cursor: 'pointer', minWidth: 'max-content' }}
              data-testid="health-score"
              data-band={band}
            >
              {row.health.score}
            </Badge>
          </UnstyledButton>
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          {row.last_processed_date
            ? dateTime.format(new Date(row.last_processed_date))
            : t('subscription_status.never')}
        </Table.Td>
        <Table.Td>
          {row.health.success_rate === null ? empty : percent.format(row.health.success_rate)}
        </Table.Td>
        <Table.Td>
          {row.health.lag_seconds === null ? empty : lagText(row.health.lag_seconds)}
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={COLUMNS}>
            <HealthBreakdown
              health={row.health}
              status={row.status}
              title={t('subscription_status.breakdown.title', { company: row.company })}
              id={breakdownId}
            />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
