import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BudgetDetail } from './budget-detail';
import { BudgetsTable } from './budgets-table';
import { LedgerTool } from '@/components/ledger-company-picker';

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
    <LedgerTool intro={t('planning.budgets.intro')} onPick={pick}>
      {(company) => <CompanyBudgets key={company.id} company={company} />}
    </LedgerTool>
  );
}
