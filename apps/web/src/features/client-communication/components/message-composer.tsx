import { Alert, Group, Stack, Textarea } from '@mantine/core';
import { MESSAGE_MAX, MessageInput } from '@portal/contracts/schemas/client-communication';
import { IconSend } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendMessage } from '../api/send-message';
import { SubmitButton } from '@/components/form/submit-button';
import { useFieldError } from '@/components/form/use-field-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { fieldLabel } from '@/lib/i18n';

/** Writes a message to the conversation at `base`; Ctrl+Enter or ⌘+Enter sends. */
export function MessageComposer({ base }: { base: string }) {
  const { t } = useTranslation();
  const send = useSendMessage(base);
  const form = useZodForm(MessageInput, { body: '' });
  const error = useFieldError(form, 'body');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    send.mutate(input, {
      onSuccess: () => form.reset({ body: '' }),
      onError: (failure) => setProblem(applyServerErrors(form, failure, ['body'])),
    });
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    void onSubmit();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Textarea
          {...form.register('body')}
          label={fieldLabel('body')}
          description={t('collaboration.composer_hint')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MESSAGE_MAX}
          error={error}
          onKeyDown={onKeyDown}
        />
        <Group justify="flex-end">
          <SubmitButton loading={send.isPending} leftSection={<IconSend size={16} aria-hidden />}>
            {t('collaboration.send')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
