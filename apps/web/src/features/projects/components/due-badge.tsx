import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCalendar, IconCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDayFormat } from '../hooks/use-day-format';
import { dueStatus, localDay } from '../utils/due-status';

const LOOK = {
  overdue: { color: 'red', variant: 'light', Icon: IconAlertTriangle },
  soon: { color: 'yellow', variant: 'light', Icon: IconClock },
  later: { color: 'gray', variant: 'light', Icon: IconCalendar },
  done: { color: 'teal', variant: 'light', Icon: IconCheck },
} as const;

/** The due date coloured as Byråstöd tools do: red when overdue, yellow within three days. */
export function DueBadge({
  due,
  done,
  withDate = true,
}: {
  due: string | null;
  done: boolean;
  /** false where the date is shown beside it: then only a late or near date gets a badge */
  withDate?: boolean;
}) {
  const { t } = useTranslation();
  const day = useDayFormat('short');
  const status = dueStatus(due, done, localDay());
  if (status === 'none' || (status === 'later' && !withDate)) return null;
  const { color, variant, Icon } = LOOK[status];
  const date = due ? day(due) : '';
  return (
    <Badge
      color={color}
      variant={variant}
      size="sm"
      radius="sm"
      tt="none"
      leftSection={<Icon size={12} aria-hidden />}
      data-due={status}
    >
      {t(`projects.due.${status}`, { date })}
    </Badge>
  );
}
