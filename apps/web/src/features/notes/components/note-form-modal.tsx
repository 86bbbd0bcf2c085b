import { Alert, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import {
  NOTE_TYPES,
  NOTE_VISIBILITIES,
  NoteForm as Schema,
  type Note,
  type NoteForm,
} from '@portal/contracts/schemas/notes';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NoteAttachment } from '../api/get-notes';
import { useSaveNote } from '../api/save-note';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useFieldError } from '@/components/form/use-field-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { fieldLabel } from '@/lib/i18n';
import { notifySuccess } from '@/lib/toast';

const FIELDS = ['title', 'text', 'type', 'visibility'] as const;

function formValues(note: Note | null): NoteForm {
  return {
    title: note?.title ?? '',
    text: note?.text ?? '',
    type: note?.type ?? 'note',
    // a new note starts as private: sharing is always a choice
    visibility: note?.visibility ?? 'private',
  };
}

/** Writes a note on the attachment (note null) or changes one of the author's own. */
export function NoteFormModal({
  opened,
  note,
  attachment,
  onClose,
}: {
  opened: boolean;
  note: Note | null;
  attachment: NoteAttachment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveNote(attachment);
  const form = useZodForm(Schema, formValues(note));
  const textError = useFieldError(form, 'text');
  const visibilityError = useFieldError(form, 'visibility');
  const [problem, setProblem] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(formValues(note));
    setProblem(null);
  }, [opened, note, reset]);

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    save.mutate(
      { id: note?.id ?? null, input },
      {
        onSuccess: () => {
          notifySuccess(t(note ? 'collaboration.notes.updated' : 'collaboration.notes.created'));
          onClose();
        },
        onError: (error) => setProblem(applyServerErrors(form, error, FIELDS)),
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t(note ? 'collaboration.notes.edit' : 'collaboration.notes.add')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <TextField form={form} name="title" withAsterisk autoComplete="off" />
          <SelectField
            form={form}
            name="type"
            withAsterisk
            allowDeselect={false}
            data={NOTE_TYPES.map((type) => ({
              value: type,
              label: t(`collaboration.notes.types.${type}`),
            }))}
          />
          <Controller
            control={form.control}
            name="visibility"
            render={({ field }) => (
              <Radio.Group
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  void form.trigger('visibility');
                }}
                label={t('collaboration.notes.visibility')}
                withAsterisk
                error={visibilityError}
              >
                <Stack gap="xs" mt={6}>
                  {NOTE_VISIBILITIES.map((visibility) => (
                    <Radio
                      key={visibility}
                      value={visibility}
                      label={t(`collaboration.notes.visibilities.${visibility}`)}
                      description={t(`collaboration.notes.visibility_hints.${visibility}`)}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Textarea
            {...form.register('text')}
            label={fieldLabel('text')}
            autosize
            minRows={4}
            maxRows={14}
            error={textError}
          />
          <Group justify="flex-end">
            <SubmitButton loading={save.isPending}>
              {note ? t('common.save') : t('admin.create')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
