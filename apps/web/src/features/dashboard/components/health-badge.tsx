import { Badge, VisuallyHidden } from '@mantine/core';
import type { HealthSummary } from '@portal/contracts/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { BAND_COLORS } from '@/components/health/band-colors';

/** A health score in its band's colour (ADR 019), the band named for a screen reader. */
export function HealthBadge({ health }: { health: HealthSummary }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={BAND_COLORS[health.band]}
      variant="light"
      c="bright"
      data-testid="health"
      data-band={health.band}
    >
      {health.score}
      <VisuallyHidden> ({t(`subscription_status.bands.${health.band}`)})</VisuallyHidden>
    </Badge>
  );
}
