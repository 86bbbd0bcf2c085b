import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApiQuerySubscription } from '@portal/contracts/schemas/api-queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleTarget } from '../api/get-console-target';
import type { ApiQueryAnswer } from '../api/run-api-query';
import { QueryForm } from './query-form';
import { QueryResponse } from './query-response';
import { SubscriptionPicker } from './subscription-picker';

/** SPEC §2 /api-queries: choose a subscription, ask one of its sides, read the answer. */
export function ApiConsole() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ApiQuerySubscription | null>(null);
  const [answer, setAnswer] = useState<ApiQueryAnswer | null>(null);
  const target = useConsoleTarget(chosen?.id ?? null);

  const choose = (subscription: ApiQuerySubscription) => {
    setChosen(subscription);
    setAnswer(null);
  };

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('api_queries.intro')}
      </Text>
      <Paper withBorder p="md" component="section" aria-labelledby="console-choose-title">
        <Title order={2} size="h4" id="console-choose-title" mb="sm">
          {t('api_queries.choose_title')}
        </Title>
        <SubscriptionPicker chosen={chosen?.id ?? null} onChoose={choose} />
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="console-query-title">
        <Title order={2} size="h4" id="console-query-title" mb="xs">
          {t('api_queries.query_title')}
        </Title>
        {!chosen ? (
          <Text c="dimmed">{t('api_queries.none_chosen')}</Text>
        ) : target.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('errors.generic')}
          </Alert>
        ) : !target.data ? (
          <Center py="md">
            <Loader size="sm" role="status" aria-label={t('common.loading')} />
          </Center>
        ) : (
          <Stack gap="sm">
            <Text fw={500} data-testid="console-chosen">
              {t('api_queries.subscription', {
                company: chosen.company,
                app: chosen.application_name,
                accounting: chosen.accounting_name,
              })}
            </Text>
            <QueryForm key={chosen.id} target={target.data} onAnswer={setAnswer} />
          </Stack>
        )}
      </Paper>
      {answer && (
        <Paper withBorder p="md" component="section" aria-live="polite">
          <QueryResponse answer={answer} />
        </Paper>
      )}
    </Stack>
  );
}
