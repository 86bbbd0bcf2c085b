import { Table, type TableTdProps } from '@mantine/core';

/** A right-aligned amount that lines up digit by digit and does not wrap. */
export function AmountCell({ children, ...props }: TableTdProps) {
  return (
    <Table.Td
      ta="right"
      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      {...props}
    >
      {children}
    </Table.Td>
  );
}

/** The header over an amount column, aligned with its figures. */
export function AmountHeader({ children }: { children: string }) {
  return <Table.Th ta="right">{children}</Table.Th>;
}
