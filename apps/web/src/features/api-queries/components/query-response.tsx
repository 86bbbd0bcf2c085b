import { Alert, Anchor, Badge, Box, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  API_QUERY_MAX_SHOWN_CHARS,
  type ApiQueryResult,
} from '@portal/contracts/schemas/api-queries';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiQueryAnswer } from '../api/run-api-query';

function statusColor(status: number | null) {
  if (status === null) return 'gray';
  if (status < 300) return 'teal';
  if (status < 500) return 'orange';
  return 'red';
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The provider's answer: status and what it means, time, chosen headers and the body. */
function ResultView({ result }: { result: ApiQueryResult }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'sv-SE');
  const headers = Object.entries(result.headers);
  return (
    <Stack gap="sm" data-testid="api-query-result">
      <Group gap="xl" align="flex-start">
        <Figure label={t('api_queries.status')}>
          <Badge color={statusColor(result.status)} variant="light" data-testid="result-status">
            {result.status ?? t('api_queries.no_status')}
          </Badge>
        </Figure>
        <Figure label={t('api_queries.duration')}>
          <Text size="sm">{t('api_queries.duration_value', { ms: result.duration_ms })}</Text>
        </Figure>
        <Figure label={t('api_queries.size')}>
          <Text size="sm">{t('api_queries.size_value', { count: result.size })}</Text>
        </Figure>
      </Group>
      <Text size="sm" data-testid="result-outcome">
        {t(`api_queries.outcomes.${result.outcome}`)}
      </Text>
      <Code data-testid="result-url">GET {result.url}</Code>
      {headers.length > 0 && (
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing={4} fz="sm" captionSide="top">
            <Table.Caption ta="left">{t('api_queries.headers')}</Table.Caption>
            <Table.Tbody>
              {headers.map(([name, value]) => (
                <Table.Tr key={name}>
                  <Table.Th w={220} ff="monospace" fw={500}>
                    {name}
                  </Table.Th>
                  <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {result.truncated && (
        <Alert color="yellow" variant="light" data-testid="result-truncated">
          {t('api_queries.truncated', {
            shown: number.format(API_QUERY_MAX_SHOWN_CHARS),
            size: number.format(result.size),
          })}
        </Alert>
      )}
      <Box
        role="region"
        aria-label={t('api_queries.body')}
        tabIndex={0}
        mah={480}
        style={{ overflow: 'auto', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Code block data-testid="result-body" style={{ minHeight: '100%' }}>
          {result.body || t('api_queries.empty_body')}
        </Code>
      </Box>
    </Stack>
  );
}

/** The answer to the last query, with the way to the API log where the call is kept. */
export function QueryResponse({ answer }: { answer: ApiQueryAnswer }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {answer.operation === 'base_url'
          ? t('api_queries.base_url_title')
          : t('api_queries.response_title')}
      </Title>
      {answer.operation === 'base_url' ? (
        <Code block data-testid="result-base-url">
          {answer.result.base_url}
        </Code>
      ) : (
        <>
          <ResultView result={answer.result} />
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('api_queries.logged')}
            </Text>
            <Anchor component={Link} to="/app-logs" size="sm" underline="always">
              {t('api_queries.to_api_log')}
            </Anchor>
          </Group>
        </>
      )}
    </Stack>
  );
}
