import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { isRealDate } from '@portal/contracts/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form/submit-button';

interface Range {
  from: string;
  to: string;
}

/** Today and the first of its month, as YYYY-MM-DD in Stockholm (the day the engine dates by). */
function thisMonth(): Range {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    new Date(),
  );
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Asks for the period whose unsynced elements are synced again; validated when leaving a field. */
export function SyncRangeModal({
  opened,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  onSubmit: (range: Range) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Range>({ mode: 'onBlur', defaultValues: thisMonth() });
  const { errors } = form.formState;
  const day = (label: string) => (value: string) =>
    !value
      ? t('validation.required', { field: label })
      : isRealDate(value) || t('validation.date', { field: label });
  const submit = form.handleSubmit((range) => {
    onSubmit(range);
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('sales.sync.range_title')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('sales.sync.range_intro')}</Text>
          <Group grow align="flex-start">
            <TextInput
              {...form.register('from', { validate: day(t('sales.sync.from')) })}
              type="date"
              label={t('sales.sync.from')}
              withAsterisk
              error={errors.from?.message}
            />
            <TextInput
              {...form.register('to', {
                validate: (value, range) => {
                  const checked = day(t('sales.sync.to'))(value);
                  if (checked !== true) return checked;
                  return !range.from || value >= range.from || t('sales.sync.range_order');
                },
              })}
              type="date"
              label={t('sales.sync.to')}
              withAsterisk
              error={errors.to?.message}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <SubmitButton>{t('sales.sync.submit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
