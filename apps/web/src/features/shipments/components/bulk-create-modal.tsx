import { Anchor, Button, Group, List, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import type { ShipmentBulkJob } from '@portal/contracts/schemas/shipments';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBulkJob, useStartBulkCreate } from '../api/bulk-create';
import { notifySuccess, notifyWarning } from '@/lib/toast';

/**
 * Bulk create from the chosen orders: each with its proposal and the defaults, bought in the
 * background; a bar shows how far it is, and each order gets its tracking number or its problem.
 */
export function BulkCreateModal({
  opened,
  orders,
  onClose,
  onFinished,
}: {
  opened: boolean;
  orders: number[];
  onClose: () => void;
  onFinished: () => void;
}) {
  const { t } = useTranslation();
  const start = useStartBulkCreate();
  const [job, setJob] = useState<string | null>(null);
  const progress = useBulkJob(job);
  const state = progress.data ?? start.data ?? null;
  const told = useRef<string | null>(null);
  const finished = state?.finished ? state : null;

  useEffect(() => {
    if (!finished || told.current === finished.id) return;
    told.current = finished.id;
    onFinished();
    if (finished.failed === 0)
      notifySuccess(t('shipments.bulk.done', { count: finished.succeeded }));
    else
      notifyWarning(
        t('shipments.bulk.done_failed', { succeeded: finished.succeeded, failed: finished.failed }),
      );
  }, [finished, onFinished, t]);

  const close = () => {
    setJob(null);
    start.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      title={t('shipments.bulk.title', { count: state?.total ?? orders.length })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {state ? (
        <BulkProgress job={state} onClose={close} />
      ) : (
        <Stack>
          <Text size="sm">{t('shipments.bulk.intro', { count: orders.length })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              loading={start.isPending}
              data-testid="bulk-create-start"
              onClick={() => start.mutate(orders, { onSuccess: (started) => setJob(started.id) })}
            >
              {t('shipments.bulk.start', { count: orders.length })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function BulkProgress({ job, onClose }: { job: ShipmentBulkJob; onClose: () => void }) {
  const { t } = useTranslation();
  const percent = job.total > 0 ? Math.round((Math.min(job.done, job.total) / job.total) * 100) : 0;
  const words = t('shipments.bulk.progress', { done: job.done, total: job.total });
  return (
    <Stack data-testid="bulk-create-progress">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {job.finished ? t('shipments.bulk.finished') : t('shipments.bulk.running')}
        </Text>
        <Text size="sm" aria-live="polite">
          {words}
        </Text>
      </Group>
      <Progress
        value={job.finished ? 100 : percent}
        animated={!job.finished}
        striped={!job.finished}
        aria-label={t('shipments.bulk.running')}
        aria-valuetext={words}
      />
      {job.results.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs" data-testid="bulk-results">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('shipments.columns.order')}</Table.Th>
                <Table.Th>{t('shipments.bulk.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {job.results.map((result) => (
                <Table.Tr key={result.order} data-testid="bulk-result" data-ok={result.ok}>
                  <Table.Td>{result.order_number}</Table.Td>
                  <Table.Td>
                    {result.ok && result.shipment ? (
                      <Anchor component={Link} to={`/shipments/${result.shipment}`} size="sm">
                        {result.tracking_number ?? t('shipments.bulk.created')}
                      </Anchor>
                    ) : (
                      <List size="sm" c="red">
                        {result.problems.length > 0 ? (
                          result.problems.map((p) => (
                            <List.Item key={p.message}>{p.message}</List.Item>
                          ))
                        ) : (
                          <List.Item>{t('shipments.bulk.failed_unknown')}</List.Item>
                        )}
                      </List>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {job.finished && (
        <Group justify="space-between">
          <Text size="sm">
            {t('shipments.bulk.summary', { succeeded: job.succeeded, failed: job.failed })}
          </Text>
          <Group>
            <Button variant="default" component={Link} to="/shipments/list">
              {t('shipments.bulk.to_list')}
            </Button>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}
