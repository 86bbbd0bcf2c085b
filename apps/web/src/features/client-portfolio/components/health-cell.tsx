import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { PortfolioClient } from '@portal/contracts/schemas/client-portfolio';
import { useTranslation } from 'react-i18next';
import { BAND_COLORS } from '@/components/health/band-colors';

/** The client's worst subscription in its band's colour (ADR 019), and the average beside it. */
export function HealthCell({ health }: { health: PortfolioClient['health'] }) {
  const { t } = useTranslation();
  if (!health)
    return (
      <Text size="sm" c="dimmed">
        {t('firm.portfolio.no_subscriptions')}
      </Text>
    );
  const { worst, average } = health;
  return (
    <Group gap={6} wrap="nowrap">
      <Badge
        color={BAND_COLORS[worst.band]}
        variant="light"
        c="bright"
        data-testid="portfolio-health"
        data-band={worst.band}
      >
        {worst.score}
        <VisuallyHidden> ({t(`subscription_status.bands.${worst.band}`)})</VisuallyHidden>
      </Badge>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('firm.portfolio.average', { score: average })}
      </Text>
    </Group>
  );
}
