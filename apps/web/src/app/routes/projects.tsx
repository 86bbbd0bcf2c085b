import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ProjectsList } from '@/features/projects/components/projects-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.projects')}</PageTitle>
      <ProjectsList />
    </Stack>
  );
}
