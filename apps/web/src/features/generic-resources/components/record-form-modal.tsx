import { Alert, Group, Modal, Stack, Text } from '@mantine/core';
import { createSchema, emptyData } from '@portal/contracts/resources/define';
import type { GenericRecord, ResourceDef } from '@portal/contracts/resources/define';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveRecord } from '../api/save-record';
import type { ResourceText } from '../hooks/use-resource-text';
import { RecordField, type RecordForm } from './record-field';
import { RecordMeta } from './record-meta';
import { SubmitButton } from '@/components/form/submit-button';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const valuesOf = (def: ResourceDef, record: GenericRecord | null) => ({
  ...emptyData(def),
  ...(record?.data ?? {}),
});

/**
 * Create (record null) or edit a row: the fields come from the registry, checked by the same
 * schema the server checks (SPEC §5 messages, on blur), the server's answers put on the fields.
 */
export function RecordFormModal({
  def,
  text,
  opened,
  record,
  onClose,
}: {
  def: ResourceDef;
  text: ResourceText;
  opened: boolean;
  record: GenericRecord | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => createSchema(def), [def]);
  const form = useZodForm(schema, valuesOf(def, record)) as unknown as RecordForm;
  const save = useSaveRecord(def.key);
  const [problem, setProblem] = useState<string | null>(null);
  const names = Object.keys(def.fields);
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(valuesOf(def, record));
    setProblem(null);
  }, [opened, def, record, reset]);

  const onSubmit = form.handleSubmit((data) => {
    setProblem(null);
    save.mutate(
      { id: record?.id ?? null, data },
      {
        onSuccess: () => {
          notifySuccess(t(record ? 'generic_resources.saved' : 'generic_resources.created'));
          onClose();
        },
        onError: (error) => setProblem(applyServerErrors(form, error, names)),
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={
        record
          ? t('generic_resources.edit_title', { id: record.id, resource: text.plural })
          : t('generic_resources.new_title', { resource: text.plural })
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          {names.map((name) => (
            <RecordField key={name} form={form} def={def} text={text} name={name} />
          ))}
          {record && <RecordMeta record={record} />}
          {!record && (
            <Text size="xs" c="dimmed">
              {text.description}
            </Text>
          )}
          <Group justify="flex-end">
            <SubmitButton loading={save.isPending}>
              {record ? t('generic_resources.save') : t('generic_resources.create')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
