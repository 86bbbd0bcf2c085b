import { Alert, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { DECISIONS, EntryDecision } from '@portal/contracts/schemas/sync-decisions';
import type { SyncEntry } from '@portal/contracts/schemas/sync';
import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDecideEntry } from '../api/entry-actions';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useFieldError } from '@/components/form/use-field-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { useReasonText } from '@/lib/reason';
import { notifySuccess } from '@/lib/toast';

const EMPTY: EntryDecision = { decision: 'as_proposed', account: '', note: '' };

/**
 * Decide an Ambiguous entry: book it as proposed, move what waits on suspense to a chosen
 * account, or ignore it — with a note that goes to the event log.
 */
export function DecideEntryModal({
  entry,
  onClose,
}: {
  entry: SyncEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const decide = useDecideEntry();
  const form = useZodForm(EntryDecision, EMPTY);
  const decision = useWatch({ control: form.control, name: 'decision' });
  const noteError = useFieldError(form, 'note');
  const [problem, setProblem] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (!entry) return;
    reset(EMPTY);
    setProblem(null);
  }, [entry, reset]);

  const onSubmit = form.handleSubmit((input) => {
    if (!entry) return;
    setProblem(null);
    decide.mutate(
      { id: entry.id, input },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.detail);
          onClose();
        },
        onError: (error) =>
          setProblem(applyServerErrors(form, error, ['decision', 'account', 'note'])),
      },
    );
  });

  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('sync.entries.decide_title', { reference: entry?.reference_number ?? '' })}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          {entry && (
            <Text size="sm">
              {t('sync.entries.decide_intro', {
                reason: reasonText({
                  text: entry.reason,
                  key: entry.reason_key,
                  params: entry.reason_params,
                }),
              })}
            </Text>
          )}
          <Controller
            control={form.control}
            name="decision"
            render={({ field }) => (
              <Radio.Group
                label={t('sync.entries.decision')}
                withAsterisk
                value={field.value}
                onChange={(value) => field.onChange(value)}
              >
                <Stack gap="xs" mt="xs">
                  {DECISIONS.map((value) => (
                    <Radio
                      key={value}
                      value={value}
                      label={t(`sync.entries.decisions.${value}`)}
                      description={t(`sync.entries.decision_hints.${value}`)}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          {decision === 'account' && (
            <TextField
              form={form}
              name="account"
              label={t('sync.entries.account')}
              withAsterisk
              inputMode="numeric"
              autoComplete="off"
            />
          )}
          <Textarea
            {...form.register('note')}
            label={t('sync.entries.note')}
            withAsterisk
            autosize
            minRows={2}
            error={noteError}
          />
          <Group justify="flex-end">
            <SubmitButton loading={decide.isPending}>
              {t('sync.entries.save_decision')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
