import { Stack } from '@mantine/core';
import type { LabelFormat, ShipmentBulkCancelResult } from '@portal/contracts/schemas/shipments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { getLabels } from '../api/get-label';
import { NO_FILTERS, useShipments, type ShipmentFilterValues } from '../api/get-shipments';
import { useBulkCancel } from '../api/shipment-actions';
import { isStatus } from '../utils/status';
import { BulkCancelResults } from './bulk-cancel-results';
import { CreateShipmentModal } from './create-shipment-modal';
import { ShipmentsBulkBar } from './shipments-bulk-bar';
import { ShipmentsTable } from './shipments-table';
import { ConfirmModal } from '@/components/confirm-modal';
import { useListQuery } from '@/components/data-table/use-list-query';
import { saveBlob } from '@/lib/download';
import { handleError } from '@/lib/error-handler';

/** The filters a link may open the list with (`?status=Pending`, `?late=true`, `?carrier=`). */
export function filtersFromLink(params: URLSearchParams): ShipmentFilterValues {
  const status = (params.get('status') ?? '').split(',').filter(isStatus);
  const late = params.get('late');
  return {
    ...NO_FILTERS,
    status,
    carrier: params.get('carrier') || null,
    late: late === 'true' || late === 'false' ? late : null,
  };
}

type CancelResults = z.infer<typeof ShipmentBulkCancelResult>['results'];

/** /shipments/list: the kit's table with bulk print and bulk cancel, and create by hand. */
export function ShipmentsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const list = useListQuery<ShipmentFilterValues>({ filters: filtersFromLink(params) });
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [results, setResults] = useState<CancelResults | null>(null);
  const [names, setNames] = useState<Record<number, string>>({});
  const cancel = useBulkCancel();
  const ids = selected.map(Number);
  // the page on screen (the table's own query): what a chosen row is called in the results
  const page = useShipments(list.params);
  const trackingOf = (id: number) =>
    page.data?.results.find((s) => s.id === id)?.tracking_number ?? `#${id}`;

  const print = (format: LabelFormat | undefined) => {
    setPrinting(true);
    getLabels(ids, format)
      .then((file) => saveBlob(file.blob, file.fileName))
      .catch(handleError)
      .finally(() => setPrinting(false));
  };

  return (
    <Stack gap="md">
      <ShipmentsTable
        list={list}
        selected={selected}
        onSelect={setSelected}
        onAdd={() => setAdding(true)}
        aboveTable={
          <ShipmentsBulkBar
            count={selected.length}
            printing={printing}
            onPrint={print}
            onCancel={() => setConfirming(true)}
            onClear={() => setSelected([])}
          />
        }
      />
      <CreateShipmentModal opened={adding} order={null} onClose={() => setAdding(false)} />
      <ConfirmModal
        opened={confirming}
        title={t('shipments.cancel.bulk_title')}
        message={t('shipments.cancel.bulk_text', { count: selected.length })}
        confirmLabel={t('shipments.cancel.bulk_confirm', { count: selected.length })}
        loading={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(ids, {
            onSuccess: ({ results: outcome }) => {
              setConfirming(false);
              setNames(Object.fromEntries(ids.map((id) => [id, trackingOf(id)])));
              setSelected([]);
              setResults(outcome);
            },
          })
        }
      />
      <BulkCancelResults results={results} names={names} onClose={() => setResults(null)} />
    </Stack>
  );
}
