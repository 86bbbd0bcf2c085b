import { Alert, Group, Modal, Stack, Textarea } from '@mantine/core';
import {
  SYSTEM_NOTIFICATION_TYPES,
  type SystemNotification,
} from '@portal/contracts/schemas/system-notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSystemNotification } from '../api/save-system-notification';
import { ScheduleField } from './schedule-field';
import { useSystemNotificationForm } from './system-notification-form';
import { TargetsFields } from './targets-fields';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useFieldError } from '@/components/form/use-field-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { notifySuccess } from '@/lib/toast';

const FIELDS = ['title', 'type', 'text', 'scheduled_at', 'targets'] as const;

/** Create (notice null) or change a system notification that is not yet delivered. */
export function SystemNotificationFormModal({
  opened,
  notice,
  onClose,
}: {
  opened: boolean;
  notice: SystemNotification | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={notice ? t('system_notifications.edit_title') : t('system_notifications.create')}
    >
      {/* a fresh form per notice: its values and the names of its targets */}
      {opened && <NoticeForm key={notice?.id ?? 'new'} notice={notice} onDone={onClose} />}
    </Modal>
  );
}

function NoticeForm({ notice, onDone }: { notice: SystemNotification | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSystemNotification();
  const form = useSystemNotificationForm(notice);
  const textError = useFieldError(form, 'text');
  const [sendNow, setSendNow] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = (name: string) => `system_notifications.form.${name}`;

  const submit = form.handleSubmit((input) => {
    setProblem(null);
    save.mutate(
      { id: notice?.id ?? null, input },
      {
        onSuccess: () => {
          notifySuccess(
            notice ? t('system_notifications.saved') : t('system_notifications.created'),
          );
          onDone();
        },
        onError: (error) => setProblem(applyServerErrors(form, error, FIELDS)),
      },
    );
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // "send now" is the moment of saving, not of ticking the box
    if (sendNow) form.setValue('scheduled_at', new Date().toISOString());
    return submit(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <TextField form={form} name="title" label={t(key('title'))} withAsterisk />
        <SelectField
          form={form}
          name="type"
          label={t(key('type'))}
          allowDeselect={false}
          withAsterisk
          data={SYSTEM_NOTIFICATION_TYPES.map((type) => ({
            value: type,
            label: t(`system_notifications.types.${type}`),
          }))}
        />
        <Textarea
          {...form.register('text')}
          label={t(key('text'))}
          withAsterisk
          autosize
          minRows={3}
          maxRows={10}
          error={textError}
        />
        <ScheduleField form={form} sendNow={sendNow} onSendNowChange={setSendNow} />
        <TargetsFields form={form} notice={notice} opened />
        <Group justify="flex-end">
          <SubmitButton loading={save.isPending}>
            {notice ? t(key('save')) : t(key('schedule'))}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
