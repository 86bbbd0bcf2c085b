import { Code, Modal, Stack, Text } from '@mantine/core';
import type { OutboxMessage } from '@portal/contracts/schemas/outbox';
import { useTranslation } from 'react-i18next';
import { OutboxAttachments } from './outbox-attachments';

/** Shows one e-mail's text (the plain-text part: safe to render, codes readable). */
export function OutboxMessageModal({
  message,
  onClose,
}: {
  message: OutboxMessage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={message !== null} onClose={onClose} title={message?.subject} size="lg">
      {message && (
        <Stack gap="xs">
          <Text size="sm">
            <strong>{t('outbox.to')}:</strong> {message.to}
          </Text>
          {message.cc && (
            <Text size="sm">
              <strong>{t('outbox.cc')}:</strong> {message.cc}
            </Text>
          )}
          {message.bcc && (
            <Text size="sm">
              <strong>{t('outbox.bcc')}:</strong> {message.bcc}
            </Text>
          )}
          <OutboxAttachments message={message} />
          <Code block data-testid="outbox-message-text" style={{ whiteSpace: 'pre-wrap' }}>
            {message.text}
          </Code>
        </Stack>
      )}
    </Modal>
  );
}
