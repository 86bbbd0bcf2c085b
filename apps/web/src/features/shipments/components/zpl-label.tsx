import { Alert, Box, Image, Loader, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelFile } from '../api/get-label';
import { LabelToolbar } from './label-toolbar';

/** 10×15 cm at 203 dpi (8 dots a millimetre), as the aggregator makes ZPL labels. */
const WIDTH_MM = 100;
const HEIGHT_MM = 150;
const DPMM = 8;

/**
 * ZPL drawn to PNG in the browser. The renderer (~9 MB of WebAssembly) loads only here, when a
 * ZPL label is shown: no label leaves the portal for a rendering service (ADR 042).
 */
async function renderZpl(zpl: string): Promise<string[]> {
  const { ready } = await import('zpl-renderer-js');
  const { api } = await ready;
  return api.zplToBase64MultipleAsync(zpl, WIDTH_MM, HEIGHT_MM, DPMM);
}

/** The page a printer gets: each label image on its own 10×15 page. */
export function printDocument(images: string[]): string {
  const pages = images.map((png) => `<img src="data:image/png;base64,${png}" alt="">`).join('');
  return `<!doctype html><html><head><style>@page{size:${WIDTH_MM}mm ${HEIGHT_MM}mm;margin:0}body{margin:0}img{width:${WIDTH_MM}mm;height:${HEIGHT_MM}mm;display:block;page-break-after:always}</style></head><body>${pages}</body></html>`;
}

/** A ZPL label previewed as an image, printable from the browser, and downloadable as ZPL. */
export function ZplLabel({ file, title }: { file: LabelFile; title: string }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const images = useQuery({
    queryKey: ['zpl-preview', file.blob],
    queryFn: async () => renderZpl(await file.blob.text()),
    retry: false,
    staleTime: Infinity,
  });

  return (
    <Box>
      <LabelToolbar
        file={file}
        frame={frame}
        downloadText={t('shipments.label.download_zpl')}
        printDisabled={!images.data}
      />
      {images.isPending && (
        <Loader size="sm" role="status" aria-label={t('shipments.label.rendering')} />
      )}
      {images.isError && (
        <Alert color="yellow" variant="light" role="alert">
          {t('shipments.label.render_failed')}
        </Alert>
      )}
      {images.data && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="zpl-preview">
            {images.data.map((png, i) => (
              <Image
                key={i}
                src={`data:image/png;base64,${png}`}
                alt={t('shipments.label.image_alt', { title, n: i + 1, total: images.data.length })}
                maw={400}
                style={{ border: '1px solid var(--mantine-color-default-border)' }}
              />
            ))}
          </SimpleGrid>
          <iframe
            ref={frame}
            title={t('shipments.label.print_frame')}
            srcDoc={printDocument(images.data)}
            data-testid="label-frame"
            tabIndex={-1}
            aria-hidden
            style={{ position: 'absolute', width: 0, height: 0, border: 0 }}
          />
        </>
      )}
    </Box>
  );
}
