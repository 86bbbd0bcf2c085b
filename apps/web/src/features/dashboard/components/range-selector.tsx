import { Box, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { DASHBOARD_RANGES, type DashboardRange } from '@portal/contracts/schemas/dashboard';
import { useTranslation } from 'react-i18next';

/** The SPEC §9 chart ranges; on a phone the visible labels are short, the names stay whole. */
export function RangeSelector({
  value,
  onChange,
}: {
  value: DashboardRange;
  onChange: (range: DashboardRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t('dashboard.range')}
      value={value}
      onChange={(range) => onChange(range as DashboardRange)}
      data={DASHBOARD_RANGES.map((range) => ({
        value: range,
        label: (
          <>
            <Box component="span" visibleFrom="sm">
              {t(`dashboard.ranges.${range}`)}
            </Box>
            <Box component="span" hiddenFrom="sm" aria-hidden>
              {t(`dashboard.ranges_short.${range}`)}
            </Box>
            <VisuallyHidden hiddenFrom="sm">{t(`dashboard.ranges.${range}`)}</VisuallyHidden>
          </>
        ),
      }))}
    />
  );
}
