import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ProjectFromTemplate } from '@portal/contracts/schemas/workflow-templates';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDayFormat } from '../hooks/use-day-format';

/** The project just made: its tasks with their due dates, and the way to its board. */
export function CreatedProject({
  made,
  onAnother,
  onClose,
}: {
  made: ProjectFromTemplate;
  onAnother: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const day = useDayFormat();
  const { project, tasks } = made;
  return (
    <Stack gap="md" data-testid="created-project">
      <Text>
        {t('workflows.project.created_text', {
          name: project.name,
          start: day(project.start_date),
        })}
      </Text>
      {tasks.length === 0 ? (
        <Text c="dimmed">{t('workflows.project.no_tasks')}</Text>
      ) : (
        <Table striped verticalSpacing="xs" aria-label={project.name}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('workflows.project.task')}</Table.Th>
              <Table.Th ta="right">{t('workflows.project.offset')}</Table.Th>
              <Table.Th>{t('workflows.project.due')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tasks.map((task) => (
              <Table.Tr key={task.id} data-testid="created-task">
                <Table.Td>{task.title}</Table.Td>
                <Table.Td ta="right">{task.offset_days}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={task.due_date}>{day(task.due_date)}</time>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onAnother}>
          {t('workflows.project.another')}
        </Button>
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button
          component={Link}
          to={`/projects/${project.id}`}
          rightSection={<IconExternalLink size={16} aria-hidden />}
        >
          {t('workflows.project.open')}
        </Button>
      </Group>
    </Stack>
  );
}
