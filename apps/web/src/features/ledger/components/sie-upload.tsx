import { Alert, Button, FileButton, Paper, Stack, Text, Title } from '@mantine/core';
import { SIE_MAX_BYTES } from '@portal/contracts/schemas/ledger';
import type { LedgerSource } from '@portal/contracts/schemas/ledger';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isRunning } from '../api/get-ledger-source';
import { useUploadSie } from '../api/upload-sie';
import { describeError } from '@/lib/describe-error';
import { notifyInfo, notifySuccess } from '@/lib/toast';

const MEGABYTES = SIE_MAX_BYTES / 1024 / 1024;

/** A refusal as the server worded it, in the language it was asked in. */
interface Refusal {
  language: string;
  text: string;
}

/**
 * Upload of a SIE 4 file: dropped on the zone or chosen with the button. The server checks the
 * whole file first; a refusal names the line and stays beside the zone until the next try.
 */
export function SieUpload({ source }: { source: LedgerSource }) {
  const { t, i18n } = useTranslation();
  const upload = useUploadSie(source.company);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [over, setOver] = useState(false);
  // the same file chosen again after a fix is a new choice
  const reset = useRef<() => void>(null);
  const busy = upload.isPending || isRunning(source);

  const send = (file: File | null) => {
    reset.current?.();
    if (!file || busy) return;
    setRefusal(null);
    if (file.size > SIE_MAX_BYTES) {
      setRefusal({
        language: i18n.language,
        text: t('ledger.errors.sie_too_large', { megabytes: MEGABYTES }),
      });
      return;
    }
    upload.mutate(file, {
      onSuccess: (state) => {
        if (state.status === 'done') notifySuccess(t('ledger.upload.done', { file: file.name }));
        else notifyInfo(t('ledger.upload.queued', { file: file.name }));
      },
      onError: (error) => {
        const description = describeError(error);
        if (!description) return;
        const text =
          description.kind === 'text'
            ? description.text
            : description.fields.flatMap((f) => f.messages).join(' ');
        setRefusal({ language: i18n.language, text });
      },
    });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    send(event.dataTransfer.files[0] ?? null);
  };

  // a refusal in another language than the one chosen since is not shown half-translated
  const shown = refusal && refusal.language === i18n.language ? refusal : null;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('ledger.upload.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('ledger.upload.hint', { megabytes: MEGABYTES })}
        </Text>
        <Paper
          withBorder
          p="lg"
          data-testid="sie-drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          style={{
            borderStyle: 'dashed',
            borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
            textAlign: 'center',
          }}
        >
          <Stack align="center" gap="xs">
            <Text size="sm">{t('ledger.upload.drop')}</Text>
            <FileButton
              resetRef={reset}
              onChange={send}
              accept=".se,.si,.sie,.SE,.SI,.SIE,text/plain"
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={busy}
                  data-testid="sie-choose"
                >
                  {t('ledger.upload.choose')}
                </Button>
              )}
            </FileButton>
            {upload.isPending && upload.variables && (
              <Text size="sm" role="status">
                {t('ledger.upload.uploading', { file: upload.variables.name })}
              </Text>
            )}
          </Stack>
        </Paper>
        {shown && (
          <Alert
            color="red"
            title={t('ledger.upload.refused')}
            role="alert"
            data-testid="sie-error"
          >
            {shown.text}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
