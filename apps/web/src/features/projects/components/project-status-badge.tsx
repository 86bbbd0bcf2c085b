import { Badge } from '@mantine/core';
import type { ProjectStatus } from '@portal/contracts/schemas/projects';
import { useTranslation } from 'react-i18next';

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'active' ? 'teal' : 'gray'} variant="light">
      {t(`projects.statuses.${status}`)}
    </Badge>
  );
}
