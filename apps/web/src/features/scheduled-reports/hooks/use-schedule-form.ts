import type { AppLocale } from '@portal/contracts/i18n/resources';
import {
  isEmail,
  LAST_DAY,
  ScheduleInput,
  type Schedule,
} from '@portal/contracts/schemas/scheduled-reports';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { encodeMessage, zodI18nResolver } from '@/lib/form';

export type ScheduleFormValues = z.input<typeof ScheduleInput>;
type Output = z.output<typeof ScheduleInput>;

export const RECIPIENT_FIELDS = ['to', 'cc', 'bcc'] as const;

const byContract = zodI18nResolver(ScheduleInput);

/**
 * The contract's rules; an address list that is not all e-mail addresses names the first one
 * that is not, so the person sees which tag to fix.
 */
export const scheduleResolver: Resolver<ScheduleFormValues, unknown, Output> = async (
  values,
  context,
  options,
) => {
  const result = await byContract(values, context, options);
  const errors = { ...result.errors } as Record<string, FieldError | undefined>;
  for (const field of RECIPIENT_FIELDS) {
    const wrong = (values[field] ?? []).map((v) => v.trim()).find((v) => v && !isEmail(v));
    if (wrong && errors[field])
      errors[field] = {
        type: 'custom',
        message: encodeMessage({ key: 'schedules.form.invalid_email', params: { email: wrong } }),
      };
  }
  return { ...result, errors } as typeof result;
};

export function scheduleFormValues(
  schedule: Schedule | null,
  locale: AppLocale,
): ScheduleFormValues {
  return {
    name: schedule?.name ?? '',
    template: schedule?.template ?? 'balance_sheet',
    sections: schedule?.sections ?? [],
    budget: schedule?.budget?.id ?? null,
    format: schedule?.format ?? 'pdf',
    data_period: schedule?.data_period ?? 'last_month',
    frequency: schedule?.frequency ?? 'monthly',
    time: schedule?.time ?? '07:00',
    day_of_week: schedule?.day_of_week ?? 1,
    day_of_month: schedule?.day_of_month ?? 1,
    to: schedule?.to ?? [],
    cc: schedule?.cc ?? [],
    bcc: schedule?.bcc ?? [],
    locale: schedule?.locale ?? locale,
  };
}

export const DAY_OF_MONTH_OPTIONS = [
  ...Array.from({ length: 28 }, (_, i) => i + 1),
  LAST_DAY,
] as const;

/** The schedule form, validated on blur like every form (SPEC §5). */
export function useScheduleForm(schedule: Schedule | null, locale: AppLocale) {
  return useForm<ScheduleFormValues, unknown, Output>({
    resolver: scheduleResolver,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: scheduleFormValues(schedule, locale),
  });
}
