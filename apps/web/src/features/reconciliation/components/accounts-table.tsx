import { Stack, Table, Text, Title } from '@mantine/core';
import type { AccountMovement } from '@portal/contracts/schemas/reconciliation';
import { useTranslation } from 'react-i18next';
import { moneyFormatter } from '../utils/money';
import { AmountCell, AmountHeader } from './amount-cell';

/** The payout flow's accounts: what each held before the month, what moved and what it holds after. */
export function AccountsTable({ accounts }: { accounts: readonly AccountMovement[] }) {
  const { t, i18n } = useTranslation();
  const money = moneyFormatter(i18n.language);

  return (
    <Stack gap="xs" component="section" aria-labelledby="report-accounts">
      <Title order={2} size="h4" id="report-accounts">
        {t('reconciliation.accounts.title')}
      </Title>
      {accounts.length === 0 ? (
        <Text c="dimmed">{t('reconciliation.accounts.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs" data-testid="accounts-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reconciliation.accounts.account')}</Table.Th>
                <Table.Th>{t('reconciliation.accounts.name')}</Table.Th>
                <Table.Th>{t('reconciliation.accounts.role')}</Table.Th>
                <AmountHeader>{t('reconciliation.accounts.opening')}</AmountHeader>
                <AmountHeader>{t('reconciliation.accounts.debit')}</AmountHeader>
                <AmountHeader>{t('reconciliation.accounts.credit')}</AmountHeader>
                <AmountHeader>{t('reconciliation.accounts.closing')}</AmountHeader>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.map((row) => (
                <Table.Tr key={row.account}>
                  <Table.Td ff="monospace">{row.account}</Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{t(`reconciliation.accounts.roles.${row.role}`)}</Table.Td>
                  <AmountCell>{money(row.opening)}</AmountCell>
                  <AmountCell>{money(row.debit)}</AmountCell>
                  <AmountCell>{money(row.credit)}</AmountCell>
                  <AmountCell fw={600}>{money(row.closing)}</AmountCell>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
