import { Group, Stack, Table, Text } from '@mantine/core';
import type { VatFigures } from '@portal/contracts/schemas/tax-preparation';
import { useTranslation } from 'react-i18next';
import { formatters } from '../utils/format';

/** Output VAT per rate, input VAT, what is left to pay, and the return's boxes. */
export function VatFiguresView({ figures }: { figures: VatFigures }) {
  const { t, i18n } = useTranslation();
  const f = formatters(i18n.language);
  const k = (key: string, params = {}) => t(`preparation.tax.${key}`, params);
  const toGet = Number(figures.vat_to_pay) < 0;
  return (
    <Stack gap="md" data-testid="vat-figures">
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{k('rate')}</Table.Th>
            <Table.Th ta="right">{k('sales')}</Table.Th>
            <Table.Th ta="right">{k('output_vat')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {figures.rates.map((r) => (
            <Table.Tr key={r.rate}>
              <Table.Td>{k('rate_value', { rate: r.rate })}</Table.Td>
              <Table.Td ta="right">{f.kr(r.sales)}</Table.Td>
              <Table.Td ta="right">{f.kr(r.vat)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td fw={600}>{k('total')}</Table.Td>
            <Table.Td ta="right" fw={600}>
              {f.kr(figures.taxable_sales)}
            </Table.Td>
            <Table.Td ta="right" fw={600} data-testid="output-vat">
              {f.kr(figures.output_vat)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm">{k('exempt_sales')}</Text>
          <Text size="sm">{f.kr(figures.exempt_sales)}</Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{k('input_vat')}</Text>
          <Text size="sm" data-testid="input-vat">
            {f.kr(figures.input_vat)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text fw={700}>{toGet ? k('vat_to_get') : k('vat_to_pay')}</Text>
          <Text fw={700} data-testid="vat-to-pay">
            {f.kr(toGet ? String(-Number(figures.vat_to_pay)) : figures.vat_to_pay)}
          </Text>
        </Group>
      </Stack>
      <Table withTableBorder>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text size="sm" fw={600}>
            {k('boxes')}
          </Text>
        </Table.Caption>
        <Table.Tbody>
          {figures.boxes.map((b) => (
            <Table.Tr key={b.box}>
              <Table.Td w={90}>{k('box', { box: b.box })}</Table.Td>
              <Table.Td>{k(`box_names.${b.box}`)}</Table.Td>
              <Table.Td ta="right">{f.kr(b.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
