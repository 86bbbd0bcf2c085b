import { Table } from '@mantine/core';
import type { PreviewDocument } from '@portal/contracts/schemas/subscriptions';
import { useTranslation } from 'react-i18next';

/**
 * A document as the ledger would get it: account, a text column, debit and credit. The preview
 * names each account; the dry run shows the row's own text.
 */
export function VoucherTable({
  document,
  testId,
  textHeader,
  textOf,
}: {
  document: PreviewDocument;
  testId: string;
  textHeader: string;
  textOf: (row: PreviewDocument['rows'][number]) => string;
}) {
  const { t, i18n } = useTranslation();
  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2 });
  const amount = (value: string) => (Number(value) === 0 ? '' : money.format(Number(value)));
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table data-testid={testId} withTableBorder>
        <Table.Caption>
          {document.date} · {document.description}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('configuration.account')}</Table.Th>
            <Table.Th>{textHeader}</Table.Th>
            <Table.Th ta="right">{t('configuration.debit')}</Table.Th>
            <Table.Th ta="right">{t('configuration.credit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {document.rows.map((row, index) => (
            <Table.Tr key={index}>
              <Table.Td>{row.account}</Table.Td>
              <Table.Td>{textOf(row)}</Table.Td>
              <Table.Td ta="right">{amount(row.debit)}</Table.Td>
              <Table.Td ta="right">{amount(row.credit)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
