import { Box, Button, Group } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelFile } from '../api/get-label';
import { saveBlob } from '@/lib/download';

/** A PDF label in a frame of its own blob URL, printed through that frame's print(). */
export function PdfLabel({ file, title }: { file: LabelFile; title: string }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(file.blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file.blob]);

  const print = () => {
    const view = frame.current?.contentWindow;
    view?.focus();
    view?.print();
  };

  return (
    <Box>
      <Group mb="sm">
        <Button
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={print}
          data-testid="print-label"
        >
          {t('shipments.label.print')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => saveBlob(file.blob, file.fileName)}
        >
          {t('shipments.label.download_pdf')}
        </Button>
      </Group>
      {url && (
        <Box
          component="iframe"
          ref={frame}
          src={url}
          title={title}
          data-testid="label-frame"
          w="100%"
          h={file.format === 'pdf_a6' ? 560 : 720}
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
        />
      )}
    </Box>
  );
}
