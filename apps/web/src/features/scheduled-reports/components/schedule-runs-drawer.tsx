import { Badge, Drawer, Stack, Table, Text } from '@mantine/core';
import type { Schedule } from '@portal/contracts/schemas/scheduled-reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScheduleRuns } from '../api/get-schedules';
import { stockholmTime } from '../utils/describe';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';

const LIMIT = 20;

/** A schedule's runs, newest first: when, whether it went out, the file, why it failed. */
export function ScheduleRunsDrawer({
  schedule,
  onClose,
}: {
  schedule: Schedule | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const runs = useScheduleRuns(schedule?.id ?? null, page, LIMIT);
  const rows = runs.data?.results ?? [];
  return (
    <Drawer
      opened={schedule !== null}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={schedule ? t('schedules.runs.title', { name: schedule.name }) : ''}
    >
      <Stack gap="sm">
        <ListState
          loading={runs.isPending}
          failed={runs.isError && !runs.data}
          onRetry={() => void runs.refetch()}
          empty={rows.length === 0}
          emptyText={t('schedules.runs.empty')}
        >
          <Table striped verticalSpacing="xs" data-testid="schedule-runs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('schedules.runs.due_at')}</Table.Th>
                <Table.Th>{t('schedules.runs.status')}</Table.Th>
                <Table.Th>{t('schedules.runs.file')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((run) => (
                <Table.Tr key={run.id} data-testid="schedule-run">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {stockholmTime(run.created_at, i18n.language)}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={run.status === 'sent' ? 'blue' : 'red'}>
                      {t(`schedules.status.${run.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {run.error ? (
                      <Text size="sm" c="var(--mantine-color-red-text)">
                        {t(run.error)}
                      </Text>
                    ) : (
                      <Text size="sm" style={{ wordBreak: 'break-all' }}>
                        {run.file_name}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ListState>
        {runs.data && (
          <ListPagination count={runs.data.count} page={page} limit={LIMIT} onChange={setPage} />
        )}
      </Stack>
    </Drawer>
  );
}
