import type { UnhealthyReason } from '@portal/contracts/schemas/sync-health';

/** The dot's colour per reason (the badge's text keeps the theme's colour, readable in both). */
export const REASON_COLORS: Record<UnhealthyReason, string> = {
  stuck: 'grape',
  failing: 'red',
  never_run: 'blue',
  behind: 'orange',
};
