import type { BudgetLines } from '@portal/contracts/schemas/budgets';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toAmount } from '../utils/format';

export interface GridRow {
  account: number;
  name: string;
  /** one text per period, as typed */
  cells: string[];
}

/** "12500.00" → "12500", "-75.50" → "-75,50" in Swedish: what the person would type. */
export function typed(amount: string | null, decimal: string): string {
  if (amount === null) return '';
  return amount.replace(/\.00$/, '').replace('.', decimal);
}

/** The grid being edited: rows from the saved figures, changed cell by cell until saved. */
export function useGridState(saved: BudgetLines | undefined, decimal: string) {
  const fromSaved = useCallback(
    (lines: BudgetLines): GridRow[] =>
      lines.lines.map((l) => ({
        account: l.account,
        name: l.name,
        cells: Array.from({ length: lines.periods }, (_, i) =>
          typed(l.amounts[i] ?? null, decimal),
        ),
      })),
    [decimal],
  );
  const [rows, setRows] = useState<GridRow[]>([]);
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (!saved) return;
    setRows(fromSaved(saved));
    setDirty(false);
  }, [saved, fromSaved]);

  const periods = saved?.periods ?? 0;
  const setCell = (account: number, period: number, text: string) => {
    setRows((old) =>
      old.map((r) =>
        r.account === account
          ? { ...r, cells: r.cells.map((c, i) => (i === period ? text : c)) }
          : r,
      ),
    );
    setDirty(true);
  };
  const addRow = (account: number, name: string) => {
    setRows((old) =>
      [...old, { account, name, cells: Array.from({ length: periods }, () => '') }].sort(
        (a, b) => a.account - b.account,
      ),
    );
    setDirty(true);
  };
  const removeRow = (account: number) => {
    setRows((old) => old.filter((r) => r.account !== account));
    setDirty(true);
  };
  const invalid = useMemo(
    () =>
      new Set(
        rows
          .flatMap((r) =>
            r.cells.map((c, i) => (toAmount(c) === undefined ? `${r.account}:${i}` : null)),
          )
          .filter(Boolean),
      ),
    [rows],
  );
  const input = () => ({
    lines: rows.map((r) => ({
      account: r.account,
      amounts: r.cells.map((c) => toAmount(c) ?? null),
    })),
  });
  return { rows, periods, dirty, invalid, setCell, addRow, removeRow, input };
}
