import { ActionIcon, Group, NativeSelect } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isMonth, monthLabel, monthOf, recentMonths, shiftMonth, type Month } from '../utils/month';

const CHOICES = 24;

/** Previous and next month buttons around a list of the last two years; no months ahead of today. */
export function MonthPicker({
  value,
  onChange,
}: {
  value: Month;
  onChange: (month: Month) => void;
}) {
  const { t, i18n } = useTranslation();
  const latest = monthOf(new Date());
  const months = [...new Set([...recentMonths(latest, CHOICES), value])].sort().reverse();
  const atLatest = value >= latest;

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={t('reconciliation.previous_month')}
        onClick={() => onChange(shiftMonth(value, -1))}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <NativeSelect
        label={t('reconciliation.month')}
        value={value}
        onChange={(event) => {
          if (isMonth(event.currentTarget.value)) onChange(event.currentTarget.value);
        }}
        data={months.map((month) => ({ value: month, label: monthLabel(month, i18n.language) }))}
        w={200}
      />
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={t('reconciliation.next_month')}
        disabled={atLatest}
        onClick={() => onChange(shiftMonth(value, 1))}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
