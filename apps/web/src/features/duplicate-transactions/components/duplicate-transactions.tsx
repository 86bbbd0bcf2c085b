import { Stack, Text } from '@mantine/core';
import type { MatchCriteria } from '@portal/contracts/schemas/duplicate-transactions';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DuplicateFilters } from '../api/get-duplicates';
import { DuplicateTable } from './duplicate-table';
import { ScanControls } from './scan-controls';
import { useListQuery } from '@/components/data-table/use-list-query';
import {
  LedgerCompanyPicker,
  LedgerGate,
  useLedgerCompany,
} from '@/components/ledger-company-picker';
import { ListState } from '@/components/list-state';

function CompanyDuplicates({ company }: { company: LedgerCompany }) {
  const [criteria, setCriteria] = useState<MatchCriteria>('smart');
  const list = useListQuery<DuplicateFilters>({ filters: { status: 'flagged', criteria: null } });
  return (
    <Stack gap="md">
      <ScanControls company={company.id} criteria={criteria} onCriteria={setCriteria} />
      <DuplicateTable company={company} list={list} />
    </Stack>
  );
}

/** /duplicate-transactions: vouchers booked twice, flagged, reviewed and merged (issue 16). */
export function DuplicateTransactions() {
  const { t } = useTranslation();
  const ledger = useLedgerCompany();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        {t('detection.duplicates.intro')}
      </Text>
      <LedgerCompanyPicker value={ledger.company} onChange={ledger.setCompany} />
      <ListState
        loading={ledger.loading}
        failed={ledger.failed}
        onRetry={ledger.retry}
        empty={false}
        emptyText=""
      >
        <LedgerGate ledger={ledger}>
          {(company) => <CompanyDuplicates key={company.id} company={company} />}
        </LedgerGate>
      </ListState>
    </Stack>
  );
}
