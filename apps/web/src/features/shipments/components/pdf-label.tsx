import { Box } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelFile } from '../api/get-label';
import { LabelToolbar } from './label-toolbar';

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

  return (
    <Box>
      <LabelToolbar file={file} frame={frame} downloadText={t('shipments.label.download_pdf')} />
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
