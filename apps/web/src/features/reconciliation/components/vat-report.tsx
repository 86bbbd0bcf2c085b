import { Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import type { VatReport as Report } from '@portal/contracts/schemas/reports';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVatReport } from '../api/get-vat';
import { monthLabel } from '../utils/month';
import { moneyFormatter } from '../utils/money';
import { AmountCell, AmountHeader } from './amount-cell';
import { ExportButton } from '@/components/data-table/export-button';
import { ListState } from '@/components/list-state';

const YEARS = 5;

/** Sales per VAT rate and month, the VAT return's figures, printable and exportable. */
export function VatReport() {
  const { t } = useTranslation();
  const current = new Date().getFullYear();
  const [year, setYear] = useState(String(current));
  const query = useVatReport(year);
  const report = query.data;
  const years = Array.from({ length: YEARS }, (_, i) => String(current - i));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} maw={640}>
          <Title order={2} size="h3">
            {t('reports.vat.title')} · {year}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reports.vat.intro')}
          </Text>
        </Stack>
        <Group align="flex-end" className="no-print">
          <NativeSelect
            label={t('reports.vat.year')}
            value={year}
            onChange={(event) => setYear(event.currentTarget.value)}
            data={years}
            w={120}
          />
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            {t('reports.vat.print')}
          </Button>
          {report && <VatExport report={report} />}
        </Group>
      </Group>
      <ListState
        failed={query.isError && !report}
        onRetry={() => void query.refetch()}
        loading={query.isPending}
        empty={!report || report.months.length === 0}
        emptyText={t('reports.vat.empty')}
      >
        {report && <VatTable report={report} />}
      </ListState>
    </Stack>
  );
}

/** The rates the year has, highest first. */
const ratesOf = (report: Report) =>
  [...new Set(report.months.flatMap((m) => m.rates.map((r) => r.rate)))].sort(
    (a, b) => Number(b) - Number(a),
  );

function VatTable({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const money = moneyFormatter(i18n.language);
  const rates = ratesOf(report);
  const total = (pick: (m: Report['months'][number]) => string) =>
    report.months.reduce((sum, m) => sum + Math.round(Number(pick(m)) * 100), 0) / 100;
  const cell = (m: Report['months'][number], rate: string, field: 'sales' | 'vat') =>
    m.rates.find((r) => r.rate === rate)?.[field] ?? '0.00';

  return (
    // a table wider than the screen scrolls: focusable, so keyboards can scroll it too
    <Table.ScrollContainer
      minWidth={900}
      type="native"
      tabIndex={0}
      aria-label={t('reports.vat.title')}
    >
      <Table verticalSpacing="xs" striped data-testid="vat-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2}>{t('reports.vat.month')}</Table.Th>
            {rates.map((rate) => (
              <Table.Th key={rate} colSpan={2} ta="center">
                {t('reports.vat.rate', { rate })}
              </Table.Th>
            ))}
            <AmountHeader>{t('reports.vat.taxable')}</AmountHeader>
            <AmountHeader>{t('reports.vat.exempt')}</AmountHeader>
            <AmountHeader>{t('reports.vat.refunds')}</AmountHeader>
            <AmountHeader>{t('reports.vat.fees')}</AmountHeader>
          </Table.Tr>
          <Table.Tr>
            {rates.flatMap((rate) => [
              <AmountHeader key={`${rate}-s`}>{t('reports.vat.sales')}</AmountHeader>,
              <AmountHeader key={`${rate}-v`}>{t('reports.vat.vat')}</AmountHeader>,
            ])}
            <Table.Th colSpan={4} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.months.map((m) => (
            <Table.Tr key={m.month} data-testid="vat-month">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {monthLabel(m.month, i18n.language)}
              </Table.Td>
              {rates.flatMap((rate) => [
                <AmountCell key={`${rate}-s`}>{money(cell(m, rate, 'sales'))}</AmountCell>,
                <AmountCell key={`${rate}-v`} fw={600}>
                  {money(cell(m, rate, 'vat'))}
                </AmountCell>,
              ])}
              <AmountCell>{money(m.taxable_sales)}</AmountCell>
              <AmountCell>{money(m.exempt_sales)}</AmountCell>
              <AmountCell>{money(m.refunds)}</AmountCell>
              <AmountCell>{money(m.fees)}</AmountCell>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t('reports.vat.total')}</Table.Th>
            {rates.flatMap((rate) => [
              <AmountCell key={`${rate}-s`} fw={700}>
                {money(String(total((m) => cell(m, rate, 'sales'))))}
              </AmountCell>,
              <AmountCell key={`${rate}-v`} fw={700}>
                {money(String(total((m) => cell(m, rate, 'vat'))))}
              </AmountCell>,
            ])}
            <AmountCell fw={700}>{money(String(total((m) => m.taxable_sales)))}</AmountCell>
            <AmountCell fw={700}>{money(String(total((m) => m.exempt_sales)))}</AmountCell>
            <AmountCell fw={700}>{money(String(total((m) => m.refunds)))}</AmountCell>
            <AmountCell fw={700}>{money(String(total((m) => m.fees)))}</AmountCell>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The year's table as a spreadsheet: one row per month, amounts as numbers. */
function VatExport({ report }: { report: Report }) {
  const { t } = useTranslation();
  const rates = ratesOf(report);
  return (
    <ExportButton<Report['months'][number]>
      fileName={`moms-${report.year}`}
      fetchPage={async (offset, limit) => ({
        count: report.months.length,
        results: report.months.slice(offset, offset + limit),
      })}
      headers={() => [
        t('reports.vat.month'),
        ...rates.flatMap((rate) => [
          `${t('reports.vat.sales')} ${t('reports.vat.rate', { rate })}`,
          `${t('reports.vat.vat')} ${t('reports.vat.rate', { rate })}`,
        ]),
        t('reports.vat.taxable'),
        t('reports.vat.exempt'),
        t('reports.vat.refunds'),
        t('reports.vat.fees'),
      ]}
      toCells={(m) => [
        m.month,
        ...rates.flatMap((rate) => {
          const r = m.rates.find((x) => x.rate === rate);
          return [Number(r?.sales ?? 0), Number(r?.vat ?? 0)];
        }),
        Number(m.taxable_sales),
        Number(m.exempt_sales),
        Number(m.refunds),
        Number(m.fees),
      ]}
    />
  );
}
