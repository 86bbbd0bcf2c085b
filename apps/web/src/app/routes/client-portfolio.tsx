import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { PortfolioList } from '@/features/client-portfolio/components/portfolio-list';
import { NotesPanel } from '@/features/notes/components/notes-panel';
import { useSwitch } from '@/features/switching/hooks/use-switch';

/**
 * /client-portfolio: the firm's clients, and the lobby's switch into one of them (SPEC §4) —
 * the same switch, composed here because features do not import each other.
 */
export function Component() {
  const { t } = useTranslation();
  const { switchToCompany } = useSwitch();
  const [switching, setSwitching] = useState<number | null>(null);
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.client-portfolio')}</PageTitle>
      <PortfolioList
        switchingId={switching}
        onSwitch={(client) => {
          setSwitching(client.company_id);
          void switchToCompany(client.company_id)
            .catch(() => undefined)
            .finally(() => setSwitching(null));
        }}
        // the marked place in a client's details: its notes (features/notes)
        notesPanel={(client) => (
          <NotesPanel attachment={{ companyId: client.company_id }} headingOrder={3} />
        )}
      />
    </Stack>
  );
}
