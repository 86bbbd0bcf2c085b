import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ProjectDetail } from '@portal/contracts/schemas/projects';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDayFormat } from '../hooks/use-day-format';
import { ProjectStatusBadge } from './project-status-badge';

/** The project's facts: name, client or internal, period, status, progress; edit and delete. */
export function ProjectHeader({
  project,
  onEdit,
  onDelete,
}: {
  project: ProjectDetail;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const day = useDayFormat();
  const period =
    project.start_date || project.end_date
      ? `${day(project.start_date)} – ${day(project.end_date)}`
      : t('projects.no_dates');
  return (
    <Stack gap="xs">
      <Anchor component={Link} to="/projects" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('projects.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {project.name}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
          >
            {t('projects.edit')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
          >
            {t('projects.delete')}
          </Button>
        </Group>
      </Group>
      <Group gap="lg" data-testid="project-facts">
        <Fact label={t('projects.client')}>
          {project.client?.name ?? t('projects.no_client')}
          {project.internal && (
            <Badge ml={6} variant="outline" color="gray" size="sm">
              {t('projects.internal')}
            </Badge>
          )}
        </Fact>
        <Fact label={t('projects.period')}>{period}</Fact>
        <Fact label={t('projects.status')}>
          <ProjectStatusBadge status={project.status} />
        </Fact>
        <Fact label={t('projects.tasks')}>
          {t('projects.progress', { done: project.done_count, total: project.task_count })}
          {project.overdue_count > 0 && (
            <Badge ml={6} color="red" variant="light" size="sm">
              {t('projects.overdue_count', { count: project.overdue_count })}
            </Badge>
          )}
        </Fact>
      </Group>
      {project.description && (
        <Text size="sm" maw={820} style={{ whiteSpace: 'pre-line' }}>
          {project.description}
        </Text>
      )}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
