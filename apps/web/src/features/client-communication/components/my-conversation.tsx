import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMyConversation } from '../api/get-conversations';
import { useReadOnOpen } from '../hooks/use-read-on-open';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';
import { ListState } from '@/components/list-state';

const BASE = 'client-communication/mine/';

/**
 * The client's side (/messages): the company's conversation with its accounting firm, read
 * and answered by the owner and colleagues. Opening it reads what the firm wrote.
 */
export function MyConversation() {
  const { t } = useTranslation();
  const query = useMyConversation();
  const mine = query.data;
  useReadOnOpen(BASE, mine?.firm ? mine.unread : undefined);

  return (
    <ListState
      loading={query.isPending}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      empty={false}
      emptyText=""
    >
      {mine && !mine.firm && (
        <Alert variant="light" color="gray">
          {t('collaboration.client.no_firm', { company: mine.company.name })}
        </Alert>
      )}
      {mine?.firm && (
        <Paper withBorder p="md" component="section" aria-labelledby="my-conversation-title">
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={2} size="h4" id="my-conversation-title">
                {t('collaboration.conversation_with', { company: mine.firm.name })}
              </Title>
              <Text size="sm" c="dimmed">
                {t('collaboration.client.intro', {
                  firm: mine.firm.name,
                  company: mine.company.name,
                })}
              </Text>
            </Stack>
            <MessageThread base={BASE} side="client" />
            <MessageComposer base={BASE} />
          </Stack>
        </Paper>
      )}
    </ListState>
  );
}
