import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useMyConversation } from '@/features/client-communication/api/get-conversations';
import { MyConversation } from '@/features/client-communication/components/my-conversation';
import { SharedNotes } from '@/features/notes/components/shared-notes';

/** The client's side of /client-communication, and the notes the firm shared (ADR 033). */
export function Component() {
  const { t } = useTranslation();
  const mine = useMyConversation();
  const firm = mine.data?.firm;
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.messages')}</PageTitle>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: firm ? 7 : 12 }}>
          <MyConversation />
        </Grid.Col>
        {firm && mine.data && (
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <SharedNotes clientId={mine.data.company.id} />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
