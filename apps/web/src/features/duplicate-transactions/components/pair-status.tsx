import { Badge, Stack, Text } from '@mantine/core';
import type { DuplicatePair } from '@portal/contracts/schemas/duplicate-transactions';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import { useTranslation } from 'react-i18next';
import type { DuplicateFormat } from '../utils/format';

const COLORS = { flagged: 'orange', dismissed: 'gray', merged: 'teal' } as const;

/** Flagged, not a duplicate or merged; who decided when, and the reversal a merge booked. */
export function PairStatus({
  pair,
  company,
  format,
}: {
  pair: DuplicatePair;
  company: LedgerCompany;
  format: DuplicateFormat;
}) {
  const { t } = useTranslation();
  const reversal = pair.reversal
    ? t('detection.voucher', { series: pair.reversal.series, number: pair.reversal.number })
    : '';
  const system =
    company.ledger?.kind === 'fortnox' || company.ledger?.kind === 'visma'
      ? company.ledger.kind
      : null;
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={COLORS[pair.status]} variant="light" data-testid="pair-status">
        {t(`detection.duplicates.statuses.${pair.status}`)}
      </Badge>
      {pair.reversal && (
        <Text size="xs" data-testid="pair-reversal">
          {[
            t('detection.duplicates.reversed_by', { voucher: reversal }),
            pair.reversal.reference && system
              ? t('detection.duplicates.reversed_in', {
                  system: t(`detection.duplicates.systems.${system}`),
                })
              : null,
            pair.reversal.reference && pair.reversal.reference !== reversal
              ? t('detection.duplicates.reversed_ref', { reference: pair.reversal.reference })
              : null,
          ]
            .filter(Boolean)
            .join(' ')}
        </Text>
      )}
      {pair.decided_by && pair.decided_at && (
        <Text size="xs" c="dimmed">
          {t('detection.duplicates.decided', {
            name: pair.decided_by.name,
            time: format.time(pair.decided_at),
          })}
        </Text>
      )}
    </Stack>
  );
}
