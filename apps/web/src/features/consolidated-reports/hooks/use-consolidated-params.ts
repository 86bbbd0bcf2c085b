import {
  CONSOLIDATED_KINDS,
  type ConsolidatedKind,
} from '@portal/contracts/schemas/consolidated-reports';
import { useSearchParams } from 'react-router';
import type { ConsolidatedParams } from '../api/get-consolidated-report';

const MONTH = /^\d{4}-\d{2}$/;

/** The report's choices live in the URL, so it can be linked and reloaded. */
export function useConsolidatedParams() {
  const [params, setParams] = useSearchParams();
  const month = (name: string) => {
    const value = params.get(name);
    return value && MONTH.test(value) ? value : null;
  };
  const companies = params.get('companies');
  const choice: ConsolidatedParams = {
    kind: CONSOLIDATED_KINDS.find((k) => k === params.get('kind')) ?? 'balance_sheet',
    from: month('from'),
    to: month('to'),
    companies:
      companies === null
        ? null
        : companies
            .split(',')
            .map(Number)
            .filter((n) => Number.isInteger(n) && n > 0),
  };
  const update = (changes: {
    kind?: ConsolidatedKind;
    from?: string | null;
    to?: string | null;
    companies?: number[] | null;
  }) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === undefined) next.delete(name);
          else next.set(name, Array.isArray(value) ? value.join(',') : value);
        }
        return next;
      },
      { replace: true },
    );
  return { choice, update };
}
