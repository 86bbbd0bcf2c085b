import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ConnectionView } from '@portal/contracts/schemas/connections';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveConnection, useTestConnection } from '../api/connections';
import { SubmitButton } from '@/components/form/submit-button';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { notifySuccess } from '@/lib/toast';

interface Values {
  base_url: string;
  credentials: Record<string, string>;
}

const REQUIRED = 'required';

/**
 * One side's credentials: every field the connector declares (SPEC §5 'Please add all API Key
 * fields'); a secret already saved shows only its last characters and is kept when left empty.
 * The test tries them against the provider and answers with SPEC §8's texts.
 */
export function ConnectionForm({ id, view }: { id: number; view: ConnectionView }) {
  const { t } = useTranslation();
  const save = useSaveConnection(id, view.side);
  const test = useTestConnection(id, view.side);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: {
      base_url: view.base_url,
      credentials: Object.fromEntries(view.fields.map((f) => [f.key, f.secret ? '' : f.value])),
    },
  });
  const titleId = `connection-${view.side}`;
  const errorOf = (key: string, label: string) =>
    form.formState.errors.credentials?.[key]?.message === REQUIRED
      ? t('validation.required', { field: label })
      : form.formState.errors.credentials?.[key]?.message;

  const onSubmit = form.handleSubmit(
    (values) => {
      setProblem(null);
      save.mutate(
        {
          credentials: values.credentials,
          ...(view.base_url_editable ? { base_url: values.base_url } : {}),
        },
        {
          onSuccess: () => notifySuccess(t('connections.saved')),
          onError: (error) => setProblem(applyServerErrors(form, error, ['base_url'])),
        },
      );
    },
    () => setProblem(t('connections.all_fields')),
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5" id={titleId}>
            {t(`connections.${view.side}`)} · {view.name}
          </Title>
          <Badge color={view.connected ? 'green' : 'gray'} variant="dot">
            {t(view.connected ? 'connections.connected' : 'connections.not_connected')}
          </Badge>
        </Group>
        {view.simulated && (
          <Text size="sm" c="dimmed">
            {t('connections.simulated')}
          </Text>
        )}
        {view.scheme === 'none' ? (
          <Text size="sm">{t('connections.nothing_to_connect')}</Text>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm">
              {problem && (
                <Alert color="red" variant="light" role="alert">
                  {problem}
                </Alert>
              )}
              {view.scheme === 'oauth2' && (
                <Text size="sm" c="dimmed">
                  {t('connections.oauth_hint')}
                </Text>
              )}
              {view.base_url_editable && (
                <TextInput
                  {...form.register('base_url')}
                  label={t('connections.base_url')}
                  error={form.formState.errors.base_url?.message}
                />
              )}
              {view.fields.map((field) => {
                const rules = {
                  validate: (value: string) =>
                    value.trim() !== '' || (field.secret && field.filled) || REQUIRED,
                };
                const shared = {
                  ...form.register(`credentials.${field.key}`, rules),
                  label: field.label,
                  withAsterisk: true,
                  error: errorOf(field.key, field.label),
                  autoComplete: 'off',
                };
                return field.secret ? (
                  <PasswordInput
                    key={field.key}
                    {...shared}
                    description={
                      field.filled
                        ? t('connections.secret_kept', { value: field.value })
                        : undefined
                    }
                  />
                ) : (
                  <TextInput key={field.key} {...shared} />
                );
              })}
              <Group justify="space-between">
                <Button
                  variant="default"
                  disabled={!view.connected}
                  loading={test.isPending}
                  onClick={() => test.mutate()}
                >
                  {t('connections.test')}
                </Button>
                <SubmitButton loading={save.isPending}>{t('connections.save')}</SubmitButton>
              </Group>
              {test.data && (
                <Alert
                  color={test.data.ok ? 'green' : 'red'}
                  variant="light"
                  role="status"
                  data-testid={`connection-test-${view.side}`}
                >
                  {test.data.detail}
                </Alert>
              )}
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
