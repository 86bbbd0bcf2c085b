import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { AuditPreparation } from '@/features/audit-preparation/components/audit-preparation';
import { useSwitch } from '@/features/switching/hooks/use-switch';
import { navigateTo } from '@/lib/navigation';

/** The proof of a checklist item is the client's own report: the person switches in to read it. */
export function Component() {
  const { t } = useTranslation();
  const { switchToCompany } = useSwitch();
  const openInClient = (company: number, href: string) =>
    void switchToCompany(company).then(
      () => navigateTo(href),
      () => undefined, // the failed switch is shown by the error handler
    );
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.audit-preparation')}</PageTitle>
      <AuditPreparation onOpenInClient={openInClient} />
    </Stack>
  );
}
