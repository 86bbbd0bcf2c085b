import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { TodosScreen } from '@/features/todos/components/todos-screen';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.todos')}</PageTitle>
      <TodosScreen />
    </Stack>
  );
}
