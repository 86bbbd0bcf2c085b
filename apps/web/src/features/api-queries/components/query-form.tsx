import { Alert, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  API_QUERY_OPERATIONS,
  type ApiQueryOperation,
  type ApiQueryTarget,
} from '@portal/contracts/schemas/api-queries';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiQueryAnswer } from '../api/run-api-query';
import { useRunApiQuery } from '../api/run-api-query';
import {
  queryFormSchema,
  toRun,
  type QueryFormOutput,
  type QueryFormValues,
} from './query-form-schema';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { zodI18nResolver } from '@/lib/form';

const SERVER_FIELDS = ['side', 'resource', 'id', 'url'] as const;

/** What to ask one side of the chosen subscription: a resource by id, an address, the base URL. */
export function QueryForm({
  target,
  onAnswer,
}: {
  target: ApiQueryTarget;
  onAnswer: (answer: ApiQueryAnswer | null) => void;
}) {
  const { t } = useTranslation();
  const run = useRunApiQuery();
  const [problem, setProblem] = useState<string | null>(null);
  const firstOpen = target.sides.find((side) => side.unavailable === null);
  const resolver = useMemo(() => {
    const takesId = (resource: string) =>
      target.sides.some((side) => side.resources.some((r) => r.name === resource && r.takes_id));
    return zodI18nResolver(queryFormSchema(takesId)) as unknown as Resolver<
      QueryFormValues,
      unknown,
      QueryFormOutput
    >;
  }, [target]);
  const form = useForm<QueryFormValues, unknown, QueryFormOutput>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: {
      operation: 'retrieve',
      side: firstOpen?.side ?? '',
      resource: '',
      id: '',
      url: '',
    },
  });
  const [operation, sideName, resourceName] = useWatch({
    control: form.control,
    name: ['operation', 'side', 'resource'],
  });
  const side = target.sides.find((s) => s.side === sideName);
  const resource = side?.resources.find((r) => r.name === resourceName);

  const onSubmit = form.handleSubmit((values) => {
    setProblem(null);
    run.mutate(toRun(target.subscription.id, values), {
      onSuccess: onAnswer,
      onError: (error) => {
        onAnswer(null);
        const rest = applyServerErrors(form, error, SERVER_FIELDS);
        const landed = Object.keys(form.formState.errors).length > 0;
        setProblem(rest ?? (landed ? null : t('errors.generic')));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('api_queries.query_title')}>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <SelectField
          form={form}
          name="side"
          withAsterisk
          allowDeselect={false}
          data={target.sides.map((s) => ({
            value: s.side,
            label: t(`api_queries.sides.${s.side}`, { name: s.name }),
          }))}
          onOptionSubmit={() => {
            form.setValue('resource', '');
            form.clearErrors('resource');
          }}
        />
        {side?.unavailable && (
          <Alert color="yellow" variant="light" data-testid="side-unavailable">
            {t(`api_queries.unavailable.${side.unavailable}`, { name: side.name })}
          </Alert>
        )}
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500} id="operation-label">
            {t('api_queries.operation')}
          </Text>
          <SegmentedControl
            aria-labelledby="operation-label"
            value={operation}
            onChange={(value) => {
              form.setValue('operation', value as ApiQueryOperation);
              form.clearErrors();
            }}
            data={API_QUERY_OPERATIONS.map((value) => ({
              value,
              label: t(`api_queries.operations.${value}`),
            }))}
          />
        </Stack>
        {operation === 'retrieve' && (
          <Group align="flex-start" grow>
            <SelectField
              form={form}
              name="resource"
              withAsterisk
              allowDeselect={false}
              disabled={!side || side.unavailable !== null}
              data={(side?.resources ?? []).map((r) => ({
                value: r.name,
                label: t(`api_queries.resources.${r.name}`, { defaultValue: r.name }),
              }))}
            />
            {resource?.takes_id !== false && (
              <TextField
                form={form}
                name="id"
                withAsterisk
                description={t('api_queries.id_hint')}
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </Group>
        )}
        {operation === 'retrieve_url' && (
          <TextField
            form={form}
            name="url"
            withAsterisk
            description={t('api_queries.url_hint')}
            autoComplete="off"
            spellCheck={false}
            ff="monospace"
          />
        )}
        <Group justify="flex-end">
          <SubmitButton loading={run.isPending} disabled={!side || side.unavailable !== null}>
            {t('api_queries.run')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
