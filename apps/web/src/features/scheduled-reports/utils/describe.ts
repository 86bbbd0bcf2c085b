import type { Schedule } from '@portal/contracts/schemas/scheduled-reports';
import type { TFunction } from 'i18next';

/** "Den 1 varje månad kl. 07:00", "Måndag kl. 08:00": when a schedule runs, in words. */
export function whenText(
  t: TFunction,
  schedule: Pick<Schedule, 'frequency' | 'time' | 'day_of_week' | 'day_of_month'>,
) {
  const { frequency, time } = schedule;
  if (frequency === 'daily') return t('schedules.when.daily', { time });
  if (frequency === 'weekly')
    return t('schedules.when.weekly', {
      time,
      day: t(`schedules.weekdays.${schedule.day_of_week ?? 1}`),
    });
  const day =
    schedule.day_of_month === 'last' ? t('schedules.when.last_day') : String(schedule.day_of_month);
  return t(`schedules.when.${frequency}`, { time, day });
}

/** The report a schedule makes: its template, or the sections of a custom one. */
export function reportText(t: TFunction, schedule: Pick<Schedule, 'template' | 'sections'>) {
  if (schedule.template !== 'custom') return t(`schedules.templates.${schedule.template}`);
  return schedule.sections.map((s) => t(`schedules.sections.${s}`)).join(', ');
}

/** Date and time in the reader's language, Stockholm's clock (the schedules' time zone). */
export function stockholmTime(iso: string, language: string) {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'sv-SE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(iso));
}

export const recipientCount = (schedule: Pick<Schedule, 'to' | 'cc' | 'bcc'>) =>
  schedule.to.length + schedule.cc.length + schedule.bcc.length;
