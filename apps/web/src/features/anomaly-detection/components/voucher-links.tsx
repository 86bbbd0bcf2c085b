import { Anchor, Group } from '@mantine/core';
import type { Anomaly } from '@portal/contracts/schemas/anomaly-detection';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The vouchers an anomaly concerns, each opening in the ledger's voucher view. */
export function VoucherLinks({
  company,
  vouchers,
}: {
  company: number;
  vouchers: Anomaly['vouchers'];
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      {vouchers.map((v) => (
        <Anchor
          key={v.id}
          component={Link}
          to={`/ledger?company=${company}&voucher=${v.id}`}
          size="sm"
          aria-label={t('detection.open_voucher', { series: v.series, number: v.number })}
          data-testid="anomaly-voucher"
          style={{ whiteSpace: 'nowrap' }}
        >
          {t('detection.voucher', { series: v.series, number: v.number })}
        </Anchor>
      ))}
    </Group>
  );
}
