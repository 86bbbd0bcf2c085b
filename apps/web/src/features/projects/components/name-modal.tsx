import { Group, Modal, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SubmitButton } from '@/components/form/submit-button';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { ColumnInput } from '@portal/contracts/schemas/projects';

const NameForm = ColumnInput.extend({ done: z.boolean() });
export type NameValues = z.output<typeof NameForm>;

/**
 * A board's name or a column's title (and whether its tasks count as done), new or changed.
 * `withDone` adds the done switch (columns).
 */
export function NameModal({
  opened,
  title,
  label,
  initial,
  withDone = false,
  saving,
  onSave,
  onClose,
}: {
  opened: boolean;
  title: string;
  label: string;
  initial: NameValues;
  withDone?: boolean;
  saving: boolean;
  /** resolves when saved; a refusal's field errors are shown on the form */
  onSave: (values: NameValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(NameForm, initial);
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when opened, not on each render
  }, [opened, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      const rest = applyServerErrors(form, error, ['title']);
      if (rest) form.setError('title', { type: 'server', message: rest });
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextField
            form={form}
            name="title"
            label={label}
            withAsterisk
            autoComplete="off"
            data-autofocus
          />
          {withDone && (
            <SwitchField
              form={form}
              name="done"
              label={t('projects.columns.done')}
              description={t('projects.columns.done_hint')}
            />
          )}
          <Group justify="flex-end">
            <SubmitButton loading={saving}>{t('common.save')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
