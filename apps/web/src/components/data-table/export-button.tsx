import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { MAX_LIMIT } from '@portal/contracts/pagination';
import { EXPORT_BROWSER_ROWS, EXPORT_MAX_ROWS } from '@portal/contracts/schemas/sales';
import type { ExportJob } from '@portal/contracts/schemas/sales';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/lib/download';
import { handleError } from '@/lib/error-handler';
import { type Cell, sheetCells, writeSpreadsheet } from '@/lib/spreadsheet';
import { notifyInfo, notifySuccess, notifyWarning } from '@/lib/toast';

/** SPEC §9: clicks within 500 ms of the last one do nothing. */
export const EXPORT_DEBOUNCE_MS = 500;

export interface ExportSource<Row> {
  /** one page of the view exactly as the list asks for it (same search, filters, ordering) */
  fetchPage: (offset: number, limit: number) => Promise<{ count: number; results: Row[] }>;
  headers: () => Cell[];
  toCells: (row: Row) => Cell[];
  /** SPEC §9: data.xls unless the view names its file */
  fileName?: string;
  /** views of more than EXPORT_BROWSER_ROWS rows are written by the server */
  server?: {
    start: () => Promise<ExportJob>;
    poll: (id: number) => Promise<ExportJob>;
  };
}

/**
 * The export of every list: the current view, page by page, into a spreadsheet the browser
 * writes (the library loads only now); nothing is downloaded for an empty view, and a view too
 * large for the browser becomes a server job with a progress bar and a download link.
 */
export function ExportButton<Row>({
  fetchPage,
  headers,
  toCells,
  fileName,
  server,
}: ExportSource<Row>) {
  const { t } = useTranslation();
  const last = useRef(0);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [job, setJob] = useState<ExportJob | null>(null);

  useEffect(() => {
    if (!job || !server || job.status === 'done' || job.status === 'failed') return;
    const timer = setTimeout(() => {
      server.poll(job.id).then(setJob, handleError);
    }, 1000);
    return () => clearTimeout(timer);
  }, [job, server]);

  const run = async () => {
    const first = await fetchPage(0, MAX_LIMIT);
    if (first.count === 0 || first.results.length === 0) {
      notifyInfo(t('exports.empty'));
      return;
    }
    if (first.count > EXPORT_BROWSER_ROWS && server) {
      setJob(await server.start());
      return;
    }
    const total = Math.min(first.count, EXPORT_MAX_ROWS);
    const rows = [...first.results];
    setProgress({ done: rows.length, total });
    while (rows.length < total) {
      const page = await fetchPage(rows.length, MAX_LIMIT);
      if (!page.results.length) break;
      rows.push(...page.results);
      setProgress({ done: Math.min(rows.length, total), total });
    }
    const { cells, truncated } = sheetCells(headers(), rows.map(toCells));
    await writeSpreadsheet(cells, fileName ? `${fileName}.xls` : undefined);
    if (truncated || first.count > total) notifyWarning(t('exports.truncated', { rows: total }));
    else notifySuccess(t('exports.done'));
  };

  const onClick = () => {
    const now = Date.now();
    if (now - last.current < EXPORT_DEBOUNCE_MS || progress) return;
    last.current = now;
    setProgress({ done: 0, total: 0 });
    run()
      .catch(handleError)
      .finally(() => setProgress(null));
  };

  const busy = progress !== null;
  return (
    <>
      <Stack gap={4} align="flex-end">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={onClick}
          loading={busy}
          data-testid="export-button"
        >
          {t('exports.button')}
        </Button>
        {busy && (
          <Text size="xs" c="dimmed" role="status">
            {progress.total
              ? t('exports.fetching', { done: progress.done, total: progress.total })
              : t('exports.preparing')}
          </Text>
        )}
      </Stack>
      <Modal opened={job !== null} onClose={() => setJob(null)} title={t('exports.server_title')}>
        {job && <ServerExport job={job} onClose={() => setJob(null)} />}
      </Modal>
    </>
  );
}

function ServerExport({ job, onClose }: { job: ExportJob; onClose: () => void }) {
  const { t } = useTranslation();
  const percent = job.total_rows ? Math.round((job.rows / job.total_rows) * 100) : 0;
  return (
    <Stack>
      <Text size="sm">{t('exports.server_intro', { total: job.total_rows })}</Text>
      <Progress
        value={job.status === 'done' ? 100 : percent}
        aria-label={t('exports.server_progress', { done: job.rows, total: job.total_rows })}
        animated={job.status !== 'done'}
      />
      <Text size="sm" role="status">
        {job.status === 'failed'
          ? (job.error ?? t('exports.failed'))
          : t('exports.server_progress', { done: job.rows, total: job.total_rows })}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('exports.close')}
        </Button>
        {job.download && (
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void downloadFile(job.download!, job.file_name).catch(handleError)}
          >
            {t('exports.download', { file: job.file_name })}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
