import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { ShipmentBulkCancelResult } from '@portal/contracts/schemas/shipments';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type Results = z.infer<typeof ShipmentBulkCancelResult>['results'];

/** Each chosen shipment's outcome of a bulk cancel: cancelled, or why not. */
export function BulkCancelResults({
  results,
  names,
  onClose,
}: {
  results: Results | null;
  /** shipment id → what the list called it (tracking number) */
  names: Record<number, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cancelled = results?.filter((r) => r.cancelled).length ?? 0;
  return (
    <Modal opened={results !== null} onClose={onClose} title={t('shipments.cancel.results_title')}>
      <Stack>
        <Text size="sm" role="status">
          {t('shipments.cancel.results_summary', { cancelled, total: results?.length ?? 0 })}
        </Text>
        <Table verticalSpacing="xs" data-testid="cancel-results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shipments.columns.tracking_number')}</Table.Th>
              <Table.Th>{t('shipments.bulk.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(results ?? []).map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{names[r.id] ?? r.id}</Table.Td>
                <Table.Td>
                  <Text size="sm" c={r.cancelled ? undefined : 'red'}>
                    {r.cancelled
                      ? t('shipments.cancel.done')
                      : (r.message ?? t('shipments.cancel.not_done'))}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
