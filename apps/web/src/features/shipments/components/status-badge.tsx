import { Badge, Group } from '@mantine/core';
import type { ShipmentStatus } from '@portal/contracts/schemas/shipments';
import { useTranslation } from 'react-i18next';
import { statusColor, statusKey } from '../utils/status';

/** A shipment's SPEC §4 status as a coloured word; late ones say so beside it. */
export function StatusBadge({ status, late = false }: { status: ShipmentStatus; late?: boolean }) {
  const { t } = useTranslation();
  return (
    // wraps under the status where the column is narrow, never over the next column
    <Group gap={6} wrap="wrap">
      <Badge color={statusColor(status)} variant="light" data-testid="shipment-status">
        {t(statusKey(status))}
      </Badge>
      {late && (
        <Badge color="red" variant="filled" data-testid="shipment-late">
          {t('shipments.late')}
        </Badge>
      )}
    </Group>
  );
}
