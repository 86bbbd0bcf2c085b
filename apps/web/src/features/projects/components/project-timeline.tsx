import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ProjectDetail, Task } from '@portal/contracts/schemas/projects';
import { useTranslation } from 'react-i18next';
import { useDayFormat } from '../hooks/use-day-format';
import { addDays, localDay } from '../utils/due-status';
import { groupByWeek, weekStart } from '../utils/weeks';
import { DueBadge } from './due-badge';

/** The project's tasks by due date, week by week (earliest first), then those without a date. */
export function ProjectTimeline({
  project,
  onOpenTask,
}: {
  project: ProjectDetail;
  onOpenTask: (task: Task) => void;
}) {
  const { t } = useTranslation();
  const day = useDayFormat('short');
  const columns = new Map(
    project.boards.flatMap((board) =>
      board.columns.map((column) => [
        column.id,
        project.boards.length > 1 ? `${board.name} · ${column.title}` : column.title,
      ]),
    ),
  );
  const tasks = project.boards.flatMap((b) => b.columns.flatMap((c) => c.tasks));
  const { weeks, undated } = groupByWeek(tasks);
  const thisWeek = weekStart(localDay());
  if (tasks.length === 0) return <Text c="dimmed">{t('projects.timeline.empty')}</Text>;

  const list = (items: Task[]) => (
    <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((task) => (
        <Paper
          component="li"
          key={task.id}
          withBorder
          p="xs"
          radius="md"
          data-testid="timeline-task"
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed" w={64} style={{ flexShrink: 0 }}>
                {task.due_date ? day(task.due_date) : '–'}
              </Text>
              <UnstyledButton onClick={() => onOpenTask(task)} aria-haspopup="dialog">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {task.title}
                </Text>
              </UnstyledButton>
            </Group>
            <Group gap={6} wrap="nowrap">
              <Badge variant="default" size="sm" tt="none">
                {columns.get(task.column)}
              </Badge>
              {task.assignee && (
                <Text size="xs" c="dimmed" visibleFrom="sm">
                  {task.assignee.name}
                </Text>
              )}
              <DueBadge due={task.due_date} done={task.completed_at !== null} withDate={false} />
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );

  return (
    <Stack gap="lg" data-testid="project-timeline">
      {weeks.map((week) => (
        <section key={week.start} aria-labelledby={`week-${week.start}`}>
          <Group gap="xs" mb={6}>
            <Title order={3} size="h5" id={`week-${week.start}`}>
              {t('projects.timeline.week', {
                week: week.week,
                from: day(week.start),
                to: day(addDays(week.start, 6)),
              })}
            </Title>
            {week.start === thisWeek && (
              <Badge color="blue" variant="light" size="sm">
                {t('projects.timeline.this_week')}
              </Badge>
            )}
          </Group>
          {list(week.tasks)}
        </section>
      ))}
      {undated.length > 0 && (
        <section aria-labelledby="week-undated">
          <Title order={3} size="h5" id="week-undated" mb={6}>
            {t('projects.timeline.undated')}
          </Title>
          {list(undated)}
        </section>
      )}
    </Stack>
  );
}
