import { Stack, Text } from '@mantine/core';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BudgetDetail } from './budget-detail';
import { BudgetsTable } from './budgets-table';
import {
  LedgerCompanyPicker,
  LedgerGate,
  useLedgerCompany,
} from '@/components/ledger-company-picker';
import { ListState } from '@/components/list-state';

/** The company's budgets, or the one opened (`?budget=` in the URL, so it can be linked). */
function CompanyBudgets({ company }: { company: LedgerCompany }) {
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('budget')) || null;
  const setOpen = (id: number | null) =>
    setParams((old) => {
      const next = new URLSearchParams(old);
      next.delete('tab');
      if (id === null) next.delete('budget');
      else next.set('budget', String(id));
      return next;
    });
  return open === null ? (
    <BudgetsTable company={company.id} onOpen={setOpen} />
  ) : (
    <BudgetDetail company={company.id} id={open} onClose={() => setOpen(null)} />
  );
}

/** /budgets: budgets per result account and period, and budget vs actual (issue 16). */
export function Budgets() {
  const { t } = useTranslation();
  const ledger = useLedgerCompany();
  const [, setParams] = useSearchParams();
  const pick = (id: number | null) => {
    // another company's budgets: whatever was open belongs to the one before
    setParams((old) => {
      const next = new URLSearchParams(old);
      next.delete('budget');
      next.delete('tab');
      if (id !== null) next.set('company', String(id));
      return next;
    });
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        {t('planning.budgets.intro')}
      </Text>
      <LedgerCompanyPicker value={ledger.company} onChange={pick} />
      <ListState
        loading={ledger.loading}
        failed={ledger.failed}
        onRetry={ledger.retry}
        empty={false}
        emptyText=""
      >
        <LedgerGate ledger={ledger}>
          {(company) => <CompanyBudgets key={company.id} company={company} />}
        </LedgerGate>
      </ListState>
    </Stack>
  );
}
