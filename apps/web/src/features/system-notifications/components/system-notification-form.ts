import type { SystemNotification } from '@portal/contracts/schemas/system-notifications';
import { SystemNotificationInput } from '../api/save-system-notification';
import { useZodForm } from '@/lib/form';

export type SystemNotificationForm = ReturnType<typeof useZodForm<typeof SystemNotificationInput>>;

/** The next whole hour: a sensible first schedule date. */
function nextHour(now = new Date()): string {
  const at = new Date(now);
  at.setMinutes(0, 0, 0);
  at.setHours(at.getHours() + 1);
  return at.toISOString();
}

export function formValues(notice: SystemNotification | null): SystemNotificationInput {
  return {
    title: notice?.title ?? '',
    type: notice?.type ?? 'info',
    text: notice?.text ?? '',
    scheduled_at: notice?.scheduled_at ?? nextHour(),
    targets: notice?.targets ?? { everyone: false, roles: [], company_ids: [], firm_ids: [] },
  };
}

export function useSystemNotificationForm(notice: SystemNotification | null) {
  return useZodForm(SystemNotificationInput, formValues(notice));
}
