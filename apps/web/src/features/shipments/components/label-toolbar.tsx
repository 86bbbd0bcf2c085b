import { Button, Group } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelFile } from '../api/get-label';
import { saveBlob } from '@/lib/download';

/**
 * Print and Download for a label shown in a frame: Print prints that frame's document (the
 * label alone, not the screen around it); Download saves the label file as it was stored.
 */
export function LabelToolbar({
  file,
  frame,
  downloadText,
  printDisabled = false,
}: {
  file: LabelFile;
  frame: RefObject<HTMLIFrameElement | null>;
  downloadText: string;
  printDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const print = () => {
    const view = frame.current?.contentWindow;
    view?.focus();
    view?.print();
  };
  return (
    <Group mb="sm">
      <Button
        leftSection={<IconPrinter size={16} aria-hidden />}
        onClick={print}
        disabled={printDisabled}
        data-testid="print-label"
      >
        {t('shipments.label.print')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => saveBlob(file.blob, file.fileName)}
      >
        {downloadText}
      </Button>
    </Group>
  );
}
