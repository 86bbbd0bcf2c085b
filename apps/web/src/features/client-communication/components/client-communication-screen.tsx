import { Grid, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConversationList } from './conversation-list';
import { ConversationPanel } from './conversation-panel';

/**
 * /client-communication: the clients on the left, the chosen client's conversation on the
 * right (`?client=` keeps the choice in the address). On a phone one of them at a time.
 */
export function ClientCommunicationScreen({
  notesFor,
}: {
  /** what the notes tab shows for a client (the route composes the notes feature in) */
  notesFor: (companyId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const chosen = Number(params.get('client'));
  const selected = Number.isInteger(chosen) && chosen > 0 ? chosen : null;
  const select = (companyId: number | null) =>
    setParams(companyId === null ? {} : { client: String(companyId) });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        {t('collaboration.intro')}
      </Text>
      <Grid gap="md" align="flex-start">
        {(wide || selected === null) && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ConversationList selected={selected} onSelect={select} />
          </Grid.Col>
        )}
        {(wide || selected !== null) && (
          <Grid.Col span={{ base: 12, md: 8 }}>
            {selected === null ? (
              <Paper withBorder p="xl">
                <Text c="dimmed">{t('collaboration.pick_client')}</Text>
              </Paper>
            ) : (
              <ConversationPanel
                key={selected}
                companyId={selected}
                notes={notesFor(selected)}
                onBack={wide ? undefined : () => select(null)}
              />
            )}
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
