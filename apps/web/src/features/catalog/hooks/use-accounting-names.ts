import { useMemo } from 'react';
import { useCatalog } from '../api/get-catalog';

/** slug → name of the catalogue's accountings ("visma" → "Visma eEkonomi"). */
export function useAccountingNames(): Record<string, string> {
  const { data } = useCatalog('accounting');
  return useMemo(
    () => Object.fromEntries((data?.results ?? []).map((item) => [item.slug, item.name])),
    [data],
  );
}
