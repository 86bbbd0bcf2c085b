import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { BankConnect } from '@/features/app-settings/components/bank-connect';

export function Component() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.bank-connect')}</PageTitle>
      <BankConnect key={id} id={id} />
    </Stack>
  );
}
