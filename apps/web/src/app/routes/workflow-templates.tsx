import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { WorkflowTemplatesList } from '@/features/workflow-templates/components/workflow-templates-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.workflow-templates')}</PageTitle>
      <WorkflowTemplatesList />
    </Stack>
  );
}
