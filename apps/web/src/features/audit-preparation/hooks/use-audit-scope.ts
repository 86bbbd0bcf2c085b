import type { AuditClient } from '@portal/contracts/schemas/audit-preparation';
import { useSearchParams } from 'react-router';

/** How many fiscal years back the year picker goes. */
const YEARS_BACK = 4;

/**
 * The client (or every client) and fiscal year the screen shows. Both live in the URL
 * (?client=…&year=…) so a checklist can be linked; the year running today by default.
 */
export function useAuditScope(clients: readonly AuditClient[] | undefined) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('client'));
  const client = clients?.find((c) => c.id === asked) ?? null;
  const current =
    client?.current_fiscal_year ??
    Math.max(new Date().getUTCFullYear(), ...(clients ?? []).map((c) => c.current_fiscal_year));
  const years = Array.from({ length: YEARS_BACK }, (_, i) => current - i);
  const askedYear = Number(params.get('year'));
  const year = years.includes(askedYear) ? askedYear : current;

  const set = (key: string, value: number | null) =>
    setParams((old) => {
      const next = new URLSearchParams(old);
      if (value === null) next.delete(key);
      else next.set(key, String(value));
      return next;
    });
  return {
    client,
    year,
    years,
    setClient: (id: number | null) => set('client', id),
    setYear: (value: number) => set('year', value),
  };
}
