import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { FaqScreen } from '@/features/faq/components/faq-screen';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.faq')}</PageTitle>
      <Text c="dimmed">{t('faq.intro')}</Text>
      <FaqScreen />
    </Stack>
  );
}
