import { Badge, Button, Group, Select, Table } from '@mantine/core';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import { INVOICE_STATUSES, type Invoice } from '@portal/contracts/schemas/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoices, type InvoiceStatus } from '../api/get-invoices';
import { dayFormatter, monthFormatter, sekFormatter } from '../utils/money';
import { BillingSection } from './billing-section';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { useStartCheckout } from '@/components/checkout/api/start-checkout';

const isStatus = (value: string | null): value is InvoiceStatus =>
  (INVOICE_STATUSES as readonly (string | null)[]).includes(value);

/** The company's invoices, newest first: PDF for each, Pay for the unpaid ones. */
export function InvoicesTable() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<InvoiceStatus | null>(null);
  const { data, isPending, isError, refetch } = useInvoices(page, status);
  const pdf = useDownloadInvoicePdf();
  const pay = useStartCheckout();
  const sek = sekFormatter(i18n.language);
  const day = dayFormatter(i18n.language);
  const month = monthFormatter(i18n.language);
  const invoices = data?.results ?? [];

  const row = (invoice: Invoice) => (
    <Table.Tr key={invoice.id} data-testid="invoice-row">
      <Table.Td>{invoice.number}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(invoice.invoice_date)}</Table.Td>
      <Table.Td
        style={{ whiteSpace: 'nowrap' }}
        title={`${day(invoice.period_start)} – ${day(invoice.period_end)}`}
      >
        {month(invoice.period_start)}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(invoice.due_date)}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {sek(invoice.amount)}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {sek(invoice.amount_due)}
      </Table.Td>
      <Table.Td>
        <Badge
          variant="light"
          c="bright"
          color={invoice.status === 'paid' ? 'green' : 'orange'}
          style={{ minWidth: 'max-content' }}
        >
          {t(`billing.invoices.statuses.${invoice.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            size="xs"
            aria-label={t('billing.invoices.pdf_named', { number: invoice.number })}
            loading={pdf.isPending && pdf.variables?.id === invoice.id}
            onClick={() => pdf.mutate(invoice)}
          >
            {t('billing.invoices.pdf')}
          </Button>
          {invoice.status === 'unpaid' && (
            <Button
              size="xs"
              aria-label={t('billing.invoices.pay_named', { number: invoice.number })}
              loading={
                pay.isPending &&
                pay.variables?.purpose === 'invoice' &&
                pay.variables.invoice_id === invoice.id
              }
              onClick={() => pay.mutate({ purpose: 'invoice', invoice_id: invoice.id })}
            >
              {t('billing.invoices.pay')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );

  return (
    <BillingSection id="billing-invoices-title" title={t('billing.invoices.title')}>
      <Select
        label={t('billing.invoices.filter')}
        placeholder={t('billing.invoices.all')}
        data={INVOICE_STATUSES.map((value) => ({
          value,
          label: t(`billing.invoices.statuses.${value}`),
        }))}
        value={status}
        onChange={(value) => {
          setStatus(isStatus(value) ? value : null);
          setPage(1);
        }}
        clearable
        w={220}
      />
      <ListState
        failed={isError && !data}
        onRetry={() => void refetch()}
        loading={isPending}
        empty={invoices.length === 0}
        emptyText={t('billing.invoices.empty')}
      >
        <Table.ScrollContainer minWidth={900}>
          <Table striped verticalSpacing="xs" data-testid="invoices-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('billing.invoices.number')}</Table.Th>
                <Table.Th>{t('billing.invoices.invoice_date')}</Table.Th>
                <Table.Th>{t('billing.invoices.period')}</Table.Th>
                <Table.Th>{t('billing.invoices.due_date')}</Table.Th>
                <Table.Th ta="right">{t('billing.invoices.amount')}</Table.Th>
                <Table.Th ta="right">{t('billing.invoices.amount_due')}</Table.Th>
                <Table.Th>{t('billing.invoices.status')}</Table.Th>
                <Table.Th>{t('billing.invoices.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{invoices.map(row)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      {data && (
        <ListPagination count={data.count} page={page} limit={DEFAULT_LIMIT} onChange={setPage} />
      )}
    </BillingSection>
  );
}
