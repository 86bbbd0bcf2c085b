import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { SalesVoucher } from '@portal/contracts/schemas/sales';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../utils/format';

export const voucherReference = (voucher: SalesVoucher) =>
  [voucher.series, voucher.number].filter(Boolean).join(' ');

/** A booked voucher's rows: account, text, debit and credit. */
export function VoucherRowsModal({
  voucher,
  onClose,
}: {
  voucher: SalesVoucher | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) =>
    voucher && Number(amount) !== 0 ? formatMoney(amount, voucher.currency, i18n.language) : '';
  return (
    <Modal
      opened={voucher !== null}
      onClose={onClose}
      title={voucher ? t('sales.voucher_rows.title', { reference: voucherReference(voucher) }) : ''}
      size="lg"
    >
      {voucher && (
        <Stack gap="md">
          <Text size="sm">{voucher.description}</Text>
          <Table striped withTableBorder data-testid="voucher-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sales.voucher_rows.account')}</Table.Th>
                <Table.Th>{t('sales.voucher_rows.description')}</Table.Th>
                <Table.Th ta="right">{t('sales.voucher_rows.debit')}</Table.Th>
                <Table.Th ta="right">{t('sales.voucher_rows.credit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {voucher.rows.map((row, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{row.account}</Table.Td>
                  <Table.Td>{row.description}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(row.debit)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(row.credit)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('sales.voucher_rows.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
