import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ConnectionView } from '@portal/contracts/schemas/connections';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveConnection, useTestConnection } from '../api/connections';
import { useSubscription } from '../api/get-subscription';
import { useStartOAuth } from '../api/oauth-connect';
import type { OAuthReturn } from '../hooks/use-oauth-return';
import { CredentialFields, type ConnectionValues } from './credential-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { describeError } from '@/lib/describe-error';
import { notifySuccess } from '@/lib/toast';

const errorText = (error: unknown) => {
  const described = describeError(error);
  return described?.kind === 'text' ? described.text : null;
};

/**
 * One side's credentials (SPEC §5 'Please add all API Key fields') and the test, which answers
 * with SPEC §8's texts. An OAuth2 side connects through the provider's consent page ("Connect
 * with Fortnox", ADR 020); its tokens may still be entered by hand behind a disclosure.
 */
export function ConnectionForm({
  id,
  view,
  returned,
}: {
  id: number;
  view: ConnectionView;
  /** back from the provider's consent page for this side */
  returned?: OAuthReturn | null;
}) {
  const { t } = useTranslation();
  const save = useSaveConnection(id, view.side);
  const test = useTestConnection(id, view.side);
  const start = useStartOAuth(id, view.side);
  const [problem, setProblem] = useState<string | null>(null);
  const oauth = view.scheme === 'oauth2';
  // the subscription's status is fresher than the view once a test or reconnect moved it
  const status = useSubscription(id).data?.status;
  const reconnect = status === undefined ? view.reconnect : status === 'Error';
  const [manual, setManual] = useState(false);
  const form = useForm<ConnectionValues>({
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: {
      base_url: view.base_url,
      credentials: Object.fromEntries(view.fields.map((f) => [f.key, f.secret ? '' : f.value])),
    },
  });
  const titleId = `connection-${view.side}`;
  const manualId = `connection-${view.side}-manual`;

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

  const connect = () => {
    setProblem(null);
    start.mutate(view.base_url_editable ? { base_url: form.getValues('base_url') } : {}, {
      onError: (error) => setProblem(applyServerErrors(form, error, ['base_url'])),
    });
  };

  const providerProblem = returned?.providerError
    ? t(
        returned.providerError === 'access_denied'
          ? 'connections.oauth_denied'
          : 'connections.oauth_refused',
        { name: view.name },
      )
    : null;
  const shownProblem =
    problem ?? providerProblem ?? (returned?.failure ? errorText(returned.failure) : null);
  const result = test.data ?? returned?.result;

  const saveAndTest = (
    <Group justify="space-between">
      <Button
        variant="default"
        disabled={!view.connected}
        loading={test.isPending}
        onClick={() => test.mutate()}
      >
        {t('connections.test')}
      </Button>
      {!oauth && <SubmitButton loading={save.isPending}>{t('connections.save')}</SubmitButton>}
    </Group>
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
              {shownProblem && (
                <Alert color="red" variant="light" role="alert">
                  {shownProblem}
                </Alert>
              )}
              {view.base_url_editable && (
                <TextInput
                  {...form.register('base_url')}
                  label={t('connections.base_url')}
                  error={form.formState.errors.base_url?.message}
                />
              )}
              {oauth && (
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t('connections.oauth_intro', { name: view.name })}</Text>
                  <Button
                    loading={start.isPending || start.isSuccess || returned?.pending}
                    onClick={connect}
                  >
                    {t(reconnect ? 'connections.reconnect_with' : 'connections.connect_with', {
                      name: view.name,
                    })}
                  </Button>
                  {returned?.pending && (
                    <Text size="sm" role="status">
                      {t('connections.oauth_connecting', { name: view.name })}
                    </Text>
                  )}
                </Stack>
              )}
              {oauth && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  w="fit-content"
                  aria-expanded={manual}
                  aria-controls={manualId}
                  leftSection={
                    manual ? (
                      <IconChevronDown size={16} aria-hidden />
                    ) : (
                      <IconChevronRight size={16} aria-hidden />
                    )
                  }
                  onClick={() => setManual((open) => !open)}
                >
                  {t('connections.manual')}
                </Button>
              )}
              <div id={manualId} hidden={oauth && !manual}>
                <Stack gap="sm">
                  {oauth && (
                    <Text size="sm" c="dimmed">
                      {t('connections.oauth_hint')}
                    </Text>
                  )}
                  <CredentialFields form={form} view={view} />
                  {oauth && (
                    <SubmitButton loading={save.isPending} w="fit-content">
                      {t('connections.save')}
                    </SubmitButton>
                  )}
                </Stack>
              </div>
              {saveAndTest}
              {result && (
                <Alert
                  color={result.ok ? 'green' : 'red'}
                  variant="light"
                  role="status"
                  data-testid={`connection-test-${view.side}`}
                >
                  {result.detail}
                </Alert>
              )}
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
