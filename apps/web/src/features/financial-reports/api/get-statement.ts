import type {
  CashFlowMethod,
  Statement,
  StatementKind,
} from '@portal/contracts/schemas/financial-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const STATEMENT_KEY = ['financial-reports', 'statement'] as const;

export interface StatementParams {
  company: number;
  kind: StatementKind;
  method: CashFlowMethod;
  /** YYYY-MM-DD; null: the latest financial year */
  from: string | null;
  to: string | null;
  compare: boolean;
}

export function getStatement(params: StatementParams) {
  return api.get<Statement>('financial-reports/statement/', {
    params: {
      company: params.company,
      kind: params.kind,
      method: params.method,
      from: params.from ?? undefined,
      to: params.to ?? undefined,
      compare: String(params.compare),
    },
  });
}

/** A company's statement for the period, beside the same period a year earlier. */
export function useStatement(params: StatementParams) {
  return useQuery({
    queryKey: [...STATEMENT_KEY, params],
    queryFn: () => getStatement(params),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
