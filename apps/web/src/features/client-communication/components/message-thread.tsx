import { Box, Button, Center, Stack } from '@mantine/core';
import type { MessageSide } from '@portal/contracts/schemas/client-communication';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessages } from '../api/get-messages';
import { MessageBubble } from './message-bubble';
import { ListState } from '@/components/list-state';

/**
 * A conversation's messages, oldest at the top; it opens at the newest and keeps to the bottom
 * as messages arrive. Older pages load on request.
 */
export function MessageThread({ base, side }: { base: string; side: MessageSide }) {
  const { t } = useTranslation();
  const query = useMessages(base);
  const viewport = useRef<HTMLDivElement>(null);
  const newest = query.messages.at(-1)?.id;
  useEffect(() => {
    const element = viewport.current;
    if (element && newest !== undefined) element.scrollTop = element.scrollHeight;
  }, [newest]);

  return (
    <ListState
      loading={query.isPending}
      failed={query.isError && !query.data}
      onRetry={() => void query.refetch()}
      empty={query.messages.length === 0}
      emptyText={t('collaboration.empty_thread')}
    >
      <Box
        ref={viewport}
        role="log"
        aria-label={t('collaboration.thread_label')}
        tabIndex={0}
        mah="min(60vh, 560px)"
        style={{ overflowY: 'auto' }}
        data-testid="message-thread"
      >
        {query.hasNextPage && (
          <Center mb="sm">
            <Button
              variant="subtle"
              size="xs"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('collaboration.older')}
            </Button>
          </Center>
        )}
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.messages.map((message) => (
            <MessageBubble key={message.id} message={message} side={side} />
          ))}
        </Stack>
      </Box>
    </ListState>
  );
}
