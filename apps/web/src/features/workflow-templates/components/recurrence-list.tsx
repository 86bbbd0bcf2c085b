import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Recurrence } from '@portal/contracts/schemas/workflow-templates';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetRecurrenceActive } from '../api/save-recurrence';
import { useDayFormat } from '../hooks/use-day-format';
import { RowActions } from '@/components/data-table/row-actions';
import { notifySuccess } from '@/lib/toast';

/** A template's recurrences, one per client: the next period, when it is made, the latest one. */
export function RecurrenceList({
  templateId,
  rows,
  onEdit,
  onDelete,
}: {
  templateId: number;
  rows: Recurrence[];
  onEdit: (recurrence: Recurrence) => void;
  onDelete: (recurrence: Recurrence) => void;
}) {
  const { t } = useTranslation();
  const day = useDayFormat();
  const setActive = useSetRecurrenceActive(templateId);
  const toggle = (r: Recurrence) =>
    setActive.mutate(
      { id: r.id, active: !r.active },
      {
        onSuccess: () =>
          notifySuccess(
            r.active ? t('workflows.recurrences.paused') : t('workflows.recurrences.resumed'),
          ),
      },
    );

  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((r) => {
        const client = r.client.name;
        const status = r.active ? 'active' : 'paused';
        return (
          <Paper component="li" key={r.id} withBorder p="sm" data-testid="recurrence-row">
            <Group justify="space-between" align="center" gap="sm">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{client}</Text>
                  <Badge color={r.active ? 'teal' : 'gray'} variant="light">
                    {t(`workflows.recurrences.statuses.${status}`)}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('workflows.recurrences.summary', {
                    frequency: t(`workflows.recurrences.frequencies.${r.frequency}`),
                    count: r.lead_days,
                  })}
                </Text>
                <Text size="sm">
                  {t('workflows.recurrences.next_period')}: <strong>{r.next_period}</strong>
                  {r.active ? (
                    <>
                      {' · '}
                      {t('workflows.recurrences.made_on')}{' '}
                      <time dateTime={r.next_project_on}>{day(r.next_project_on)}</time>
                    </>
                  ) : (
                    ` · ${t('workflows.recurrences.none_while_paused')}`
                  )}
                </Text>
                <Text size="sm">
                  {t('workflows.recurrences.last_project')}:{' '}
                  {r.last_project ? (
                    <Anchor component={Link} to={`/projects/${r.last_project.id}`} size="sm">
                      {r.last_project.name}
                    </Anchor>
                  ) : (
                    t('workflows.recurrences.none_yet')
                  )}
                </Text>
              </Stack>
              <RowActions
                edit={{
                  text: t('admin.edit'),
                  label: t('workflows.recurrences.edit_row', { client }),
                  onClick: () => onEdit(r),
                }}
                remove={{
                  text: t('workflows.delete'),
                  label: t('workflows.recurrences.delete_row', { client }),
                  onClick: () => onDelete(r),
                }}
              >
                <Button
                  size="xs"
                  variant="light"
                  color={r.active ? 'gray' : 'teal'}
                  loading={setActive.isPending && setActive.variables?.id === r.id}
                  leftSection={
                    r.active ? (
                      <IconPlayerPause size={14} aria-hidden />
                    ) : (
                      <IconPlayerPlay size={14} aria-hidden />
                    )
                  }
                  aria-label={t(`workflows.recurrences.${r.active ? 'pause_row' : 'resume_row'}`, {
                    client,
                  })}
                  onClick={() => toggle(r)}
                >
                  {t(`workflows.recurrences.${r.active ? 'pause' : 'resume'}`)}
                </Button>
              </RowActions>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
