import type { MantineColor } from '@mantine/core';
import type { HealthBand } from '@portal/contracts/schemas/subscription-status';

/** One colour per health band (ADR 019), wherever a score is shown. */
export const BAND_COLORS: Record<HealthBand, MantineColor> = {
  good: 'green',
  fair: 'yellow',
  poor: 'red',
};
