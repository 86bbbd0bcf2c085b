import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import type { DuplicateVoucher } from '@portal/contracts/schemas/duplicate-transactions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DuplicateFormat } from '../utils/format';

/** One voucher of a pair: its number (opening it in the ledger), date, text and rows. */
export function VoucherSide({
  company,
  voucher,
  role,
  format,
}: {
  company: number;
  voucher: DuplicateVoucher;
  role: 'kept' | 'duplicate';
  format: DuplicateFormat;
}) {
  const { t } = useTranslation();
  const name = t('detection.voucher', { series: voucher.series, number: voucher.number });
  return (
    <Stack gap={4} data-testid={`pair-${role}`} miw={280}>
      <Group gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t(`detection.duplicates.${role}`)}
        </Text>
        <Anchor
          component={Link}
          to={`/ledger?company=${company}&voucher=${voucher.id}`}
          size="sm"
          fw={600}
          // a chosen row is tinted with the primary colour: the text colour, underlined, reads on it
          c="var(--mantine-color-text)"
          underline="always"
          aria-label={t('detection.open_voucher', {
            series: voucher.series,
            number: voucher.number,
          })}
        >
          {name}
        </Anchor>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {format.day(voucher.date)}
        </Text>
      </Group>
      <Text size="sm" lineClamp={2} title={voucher.text}>
        {voucher.text}
      </Text>
      <Table
        withRowBorders={false}
        verticalSpacing={0}
        horizontalSpacing={4}
        fz="xs"
        aria-label={t('detection.duplicates.rows', { voucher: name })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('detection.duplicates.account')}</Table.Th>
            <Table.Th ta="right">{t('detection.duplicates.debit')}</Table.Th>
            <Table.Th ta="right">{t('detection.duplicates.credit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {voucher.rows.map((r, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                <Text size="xs" lineClamp={1} title={`${r.account} ${r.name}`}>
                  {r.account} {r.name}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {format.side(Math.max(Number(r.amount), 0))}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {format.side(Math.max(-Number(r.amount), 0))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
