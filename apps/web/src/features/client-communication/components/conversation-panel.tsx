import { Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversation } from '../api/get-conversations';
import { useReadOnOpen } from '../hooks/use-read-on-open';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';
import { ListState } from '@/components/list-state';

/**
 * One client's conversation as the firm sees it: the thread and the composer, and in a second
 * tab what the route puts there (the notes on the client). Opening it reads what the client wrote.
 */
export function ConversationPanel({
  companyId,
  notes,
  onBack,
}: {
  companyId: number;
  notes: ReactNode;
  /** on a phone, back to the client list */
  onBack?: () => void;
}) {
  const { t } = useTranslation();
  const query = useConversation(companyId);
  const base = `client-communication/${companyId}/`;
  useReadOnOpen(base, query.data?.unread);
  const company = query.data?.company;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="conversation-title">
      <Stack gap="md">
        {onBack && (
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={onBack}
            w="fit-content"
          >
            {t('collaboration.back')}
          </Button>
        )}
        <ListState
          loading={query.isPending}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          empty={false}
          emptyText=""
        >
          <Group gap="xs" align="baseline">
            <Title order={2} size="h3" id="conversation-title">
              {company?.name}
            </Title>
            <Text size="sm" c="dimmed">
              {company?.company_id}
            </Text>
          </Group>
          <Tabs defaultValue="conversation" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="conversation">{t('collaboration.tabs.conversation')}</Tabs.Tab>
              <Tabs.Tab value="notes">{t('collaboration.tabs.notes')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="conversation" pt="md">
              <Stack gap="md">
                <MessageThread base={base} side="firm" />
                <MessageComposer key={companyId} base={base} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="notes" pt="md">
              {notes}
            </Tabs.Panel>
          </Tabs>
        </ListState>
      </Stack>
    </Paper>
  );
}
