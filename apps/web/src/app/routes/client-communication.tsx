import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ClientCommunicationScreen } from '@/features/client-communication/components/client-communication-screen';
import { NotesPanel } from '@/features/notes/components/notes-panel';
import { useCan } from '@/stores/session-store';

export function Component() {
  const { t } = useTranslation();
  // Owner passes every route check (SPEC §2) but the conversations are the firm's (SPEC §6)
  const allowed = useCan('manage:client-communication');
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.client-communication')}</PageTitle>
      {allowed ? (
        <ClientCommunicationScreen
          notesFor={(companyId) => <NotesPanel attachment={{ companyId }} headingOrder={3} />}
        />
      ) : (
        <Text c="dimmed">{t('errors.permission_denied')}</Text>
      )}
    </Stack>
  );
}
