import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { AccountantsTable } from '@/features/firm-settings/components/accountants-table';
import { FirmDetailsForm } from '@/features/firm-settings/components/firm-details-form';
import { useActiveFirm } from '@/features/firm-settings/hooks/use-active-firm';

export function Component() {
  const { t } = useTranslation();
  const firm = useActiveFirm();
  return (
    <Stack gap="lg" maw={1100}>
      <PageTitle>{t('routes.firm-settings')}</PageTitle>
      {firm ? (
        <>
          <FirmDetailsForm key={`details-${firm.id}`} firmId={firm.id} />
          <AccountantsTable key={`accountants-${firm.id}`} firm={firm} />
        </>
      ) : (
        <Text c="dimmed">{t('errors.no_active_firm')}</Text>
      )}
    </Stack>
  );
}
