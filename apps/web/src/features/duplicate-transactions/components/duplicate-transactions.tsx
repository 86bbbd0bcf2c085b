import { Stack } from '@mantine/core';
import type { MatchCriteria } from '@portal/contracts/schemas/duplicate-transactions';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DuplicateFilters } from '../api/get-duplicates';
import { DuplicateTable } from './duplicate-table';
import { ScanControls } from './scan-controls';
import { useListQuery } from '@/components/data-table/use-list-query';
import { LedgerTool } from '@/components/ledger-company-picker';

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
  return (
    <LedgerTool intro={t('detection.duplicates.intro')}>
      {(company) => <CompanyDuplicates key={company.id} company={company} />}
    </LedgerTool>
  );
}
