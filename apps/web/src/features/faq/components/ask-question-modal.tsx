import { Alert, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FaqQuestionInput, useAskQuestion } from '../api/ask-question';
import { useFaqApps } from '../api/get-faq-apps';
import { NullableSelectField } from '@/components/form/nullable-select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

/** An owner sends a question in ("add FAQ"); in-house staff answer it on the FAQ. */
export function AskQuestionModal({
  opened,
  question,
  onClose,
}: {
  opened: boolean;
  /** what the owner searched for, as a start */
  question: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('faq.ask.title')}
    >
      {opened && <AskForm question={question} onDone={onClose} />}
    </Modal>
  );
}

function AskForm({ question, onDone }: { question: string; onDone: () => void }) {
  const { t } = useTranslation();
  const ask = useAskQuestion();
  const apps = useFaqApps();
  const form = useZodForm(FaqQuestionInput, { question, app: null });
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    ask.mutate(input, {
      onSuccess: () => {
        notifySuccess(t('faq.ask.sent'));
        onDone();
      },
      onError: (error) => setProblem(applyServerErrors(form, error, ['question', 'app'])),
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('faq.ask.intro')}</Text>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <TextField form={form} name="question" label={t('faq.ask.question')} withAsterisk />
        <NullableSelectField
          form={form}
          name="app"
          label={t('faq.ask.app')}
          noneLabel={t('faq.ask.no_app')}
          options={apps.data ?? []}
        />
        <Group justify="flex-end">
          <SubmitButton loading={ask.isPending}>{t('faq.ask.send')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
