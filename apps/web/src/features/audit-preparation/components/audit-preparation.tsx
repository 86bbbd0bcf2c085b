import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuditClients } from '../api/get-audit-clients';
import { useChecklist } from '../api/get-checklist';
import { useAuditScope } from '../hooks/use-audit-scope';
import { AuditItemsTable } from './audit-items-table';
import { ChecklistSummary } from './checklist-summary';
import { ClientYearPicker } from './client-year-picker';
import { ListState } from '@/components/list-state';

/**
 * /audit-preparation: pick a client and fiscal year to open its checklist (made the first
 * time, the automatic items checked), or see every client's items for the year.
 */
export function AuditPreparation({
  onOpenInClient,
}: {
  /** opens a screen of the client's own (its month report) as the client's company */
  onOpenInClient: (company: number, href: string) => void;
}) {
  const { t } = useTranslation();
  const clients = useAuditClients();
  const scope = useAuditScope(clients.data);
  const checklist = useChecklist(scope.client?.id ?? null, scope.year);
  const opened = scope.client === null || checklist.isSuccess;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        {t('preparation.audit.intro')}
      </Text>
      <ListState
        loading={clients.isPending}
        failed={clients.isError}
        onRetry={() => void clients.refetch()}
        empty={(clients.data ?? []).length === 0}
        emptyText={t('preparation.audit.no_clients')}
      >
        <ClientYearPicker
          clients={clients.data ?? []}
          client={scope.client}
          year={scope.year}
          years={scope.years}
          onClient={scope.setClient}
          onYear={scope.setYear}
        />
        {scope.client && (
          <ListState
            loading={checklist.isPending}
            failed={checklist.isError && !checklist.data}
            onRetry={() => void checklist.refetch()}
            empty={false}
            emptyText=""
          >
            {checklist.data && (
              <ChecklistSummary
                checklist={checklist.data}
                endMonth={scope.client.fiscal_year_end_month}
              />
            )}
          </ListState>
        )}
        <AuditItemsTable
          key={`${scope.client?.id ?? 'all'}-${scope.year}`}
          client={scope.client}
          year={scope.year}
          enabled={opened}
          onOpenInClient={onOpenInClient}
        />
      </ListState>
    </Stack>
  );
}
