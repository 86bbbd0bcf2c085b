import { Anchor, Group } from '@mantine/core';
import type { OutboxMessage } from '@portal/contracts/schemas/outbox';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/lib/download';
import { handleError } from '@/lib/error-handler';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** The files sent with a message, each a download of the bytes the recipients got. */
export function OutboxAttachments({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  if (!message.attachments.length) return null;
  return (
    <Group gap="xs" data-testid="outbox-attachments">
      {message.attachments.map((file) => (
        <Anchor
          key={file.id}
          component="button"
          type="button"
          size="sm"
          aria-label={t('outbox.download', { file: file.file_name })}
          onClick={() =>
            void downloadFile(`outbox/${message.id}/attachments/${file.id}/`, file.file_name).catch(
              handleError,
            )
          }
        >
          <Group gap={4} wrap="nowrap">
            <IconPaperclip size={14} aria-hidden />
            {file.file_name} ({kilobytes(file.size)})
          </Group>
        </Anchor>
      ))}
    </Group>
  );
}
