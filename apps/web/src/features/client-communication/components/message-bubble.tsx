import { Box, Paper, Text } from '@mantine/core';
import type { ClientMessage, MessageSide } from '@portal/contracts/schemas/client-communication';
import { useTranslation } from 'react-i18next';

/**
 * One message as plain text (never HTML): this side's on the right, the other side's on the
 * left; who wrote it when, and for the reader's own side whether the other side has read it.
 */
export function MessageBubble({ message, side }: { message: ClientMessage; side: MessageSide }) {
  const { t, i18n } = useTranslation();
  const ours = message.side === side;
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(message.created_at));
  const name = message.mine
    ? t('collaboration.you')
    : (message.author?.name ?? (message.side === 'firm' ? t('collaboration.from_firm') : '–'));
  return (
    <Box
      component="li"
      data-testid="message"
      style={{ display: 'flex', justifyContent: ours ? 'flex-end' : 'flex-start' }}
    >
      <Paper
        p="sm"
        radius="md"
        maw="85%"
        withBorder={!ours}
        bg={ours ? 'var(--mantine-primary-color-light)' : undefined}
      >
        <Text size="xs" c="dimmed" mb={4}>
          {t('collaboration.message_by', { name, time })}
          {ours && ` · ${message.read_at ? t('collaboration.read') : t('collaboration.unread')}`}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Text>
      </Paper>
    </Box>
  );
}
