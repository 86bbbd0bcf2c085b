import {
  CASH_FLOW_METHODS,
  STATEMENT_KINDS,
  type CashFlowMethod,
  type StatementKind,
} from '@portal/contracts/schemas/financial-reports';
import { useSearchParams } from 'react-router';

export interface StatementChoice {
  kind: StatementKind;
  method: CashFlowMethod;
  from: string | null;
  to: string | null;
  compare: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the screen shows lives in the URL, so a statement can be linked and reloaded. */
export function useStatementParams() {
  const [params, setParams] = useSearchParams();
  const kind = STATEMENT_KINDS.find((k) => k === params.get('kind')) ?? 'balance_sheet';
  const method = CASH_FLOW_METHODS.find((m) => m === params.get('method')) ?? 'indirect';
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : null;
  };
  const choice: StatementChoice = {
    kind,
    method,
    from: day('from'),
    to: day('to'),
    compare: params.get('compare') !== 'false',
  };
  const update = (changes: Partial<Record<keyof StatementChoice, string | null>>) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  return { choice, update };
}
