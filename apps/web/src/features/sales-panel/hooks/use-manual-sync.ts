import type {
  ManualSyncRequest,
  SYNCABLE_TABS,
  SyncProgress,
} from '@portal/contracts/schemas/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SALES_KEY } from '../api/get-sales-list';
import { startManualSync, useSyncProgress } from '../api/manual-sync';
import { notifyInfo, notifySuccess, notifyWarning } from '@/lib/toast';

export type SyncableTab = (typeof SYNCABLE_TABS)[number];

/** What a manual sync asks for, without the tab (the table knows its own). */
export type SyncTarget = { ids: number[] } | { unsynced: true; from: string; to: string };

export interface ManualSync {
  start: (target: SyncTarget) => void;
  /** from pressing Sync until the tasks are finished */
  running: boolean;
  /** how far it got; null before the server has answered */
  progress: SyncProgress | null;
  /** the rows being synced one by one or as a selection */
  isSyncing: (id: number) => boolean;
}

/**
 * A tab's manual sync: starts it, asks for its progress every second until it is finished,
 * then tells the counts in a toast and reloads the tab's list so the rows show their new flag.
 */
export function useManualSync(tab: SyncableTab, onFinished?: () => void): ManualSync {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<SyncProgress | null>(null);
  const [rowIds, setRowIds] = useState<number[]>([]);
  const progress = useSyncProgress(run?.tasks ?? null);
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;

  const finish = useCallback(
    (result: SyncProgress) => {
      setRun(null);
      setRowIds([]);
      void queryClient.invalidateQueries({ queryKey: [...SALES_KEY, tab] });
      const synced = Math.max(0, result.done - result.failed);
      const counts = { synced, total: result.total, failed: result.failed };
      if (result.total === 0) notifyInfo(t('sales.sync.nothing'));
      else if (result.failed > 0) notifyWarning(t('sales.sync.finished_failed', counts));
      else notifySuccess(t('sales.sync.finished', counts));
      finishedRef.current?.();
    },
    [queryClient, t, tab],
  );

  const mutation = useMutation({
    mutationFn: (request: ManualSyncRequest) => startManualSync(request),
    onSuccess: (result) => (result.finished ? finish(result) : setRun(result)),
    onError: () => setRowIds([]),
  });

  useEffect(() => {
    if (run && progress.data?.finished) finish(progress.data);
  }, [run, progress.data, finish]);
  useEffect(() => {
    // the shared handler has shown why; stop asking
    if (run && progress.isError) setRun(null);
  }, [run, progress.isError]);

  const { mutate } = mutation;
  const start = useCallback(
    (target: SyncTarget) => {
      setRowIds('ids' in target ? target.ids : []);
      mutate({ tab, ...target });
    },
    [mutate, tab],
  );

  return {
    start,
    running: mutation.isPending || run !== null,
    progress: progress.data ?? run,
    isSyncing: (id) => rowIds.includes(id),
  };
}
