import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { PAYOUT_STATUSES, type FirmPayout } from '@portal/contracts/schemas/firm-payouts';
import { IconCash, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFirmPayouts, useFirmPayouts, type FirmPayoutFilters } from '../api/get-firm-payouts';
import { useDeleteFirmPayout } from '../api/save-firm-payout';
import { FirmPayoutFormModal } from './firm-payout-form-modal';
import { MarkPaidModal } from './mark-paid-modal';
import { ConfirmModal } from '@/components/confirm-modal';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import { RowActions } from '@/components/data-table/row-actions';
import { useListQuery } from '@/components/data-table/use-list-query';
import { notifySuccess } from '@/lib/toast';

/** In-house: payouts to accounting firms, what is still to pay, marking paid. */
export function FirmPayoutsList() {
  const { t, i18n } = useTranslation();
  const list = useListQuery<FirmPayoutFilters>({ filters: { status: null }, ordering: '-date' });
  const query = useFirmPayouts(list.params);
  const remove = useDeleteFirmPayout();
  const [editing, setEditing] = useState<{ payout: FirmPayout | null } | null>(null);
  const [paying, setPaying] = useState<FirmPayout | null>(null);
  const [deleting, setDeleting] = useState<FirmPayout | null>(null);
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'SEK' });
  const kr = (amount: string) => money.format(Number(amount));
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const date = (value: string | null) => (value ? day.format(new Date(`${value}T12:00:00Z`)) : '–');
  const named = (p: FirmPayout) => ({ firm: p.firm_name, amount: kr(p.amount) });

  const columns: DataTableColumn<FirmPayout>[] = [
    { key: 'firm', header: t('fields.firm'), sortKey: 'firm', cell: (p) => p.firm_name },
    {
      key: 'date',
      header: t('fields.date'),
      sortKey: 'date',
      nowrap: true,
      cell: (p) => date(p.date),
    },
    {
      key: 'amount',
      header: t('fields.amount'),
      sortKey: 'amount',
      align: 'right',
      nowrap: true,
      cell: (p) => kr(p.amount),
    },
    { key: 'invoice', header: t('fields.invoice_number'), cell: (p) => p.invoice_number || '–' },
    {
      key: 'status',
      header: t('payouts.status'),
      sortKey: 'status',
      nowrap: true,
      cell: (p) => (
        <Badge color={p.status === 'paid' ? 'teal' : 'orange'} variant="light">
          {t(`payouts.statuses.${p.status}`)}
        </Badge>
      ),
    },
    {
      key: 'paid_date',
      header: t('fields.paid_date'),
      sortKey: 'paid_date',
      nowrap: true,
      cell: (p) => date(p.paid_date),
    },
    {
      key: 'source',
      header: t('payouts.source'),
      // a computed kickback names its month (ADR 035)
      cell: (p) => `${t(`payouts.sources.${p.source}`)}${p.period ? ` ${p.period}` : ''}`,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>,
      cell: (p) =>
        p.status === 'pending' && (
          <RowActions
            edit={{
              text: t('admin.edit'),
              label: t('payouts.edit_row', named(p)),
              onClick: () => setEditing({ payout: p }),
            }}
            remove={{
              text: t('payouts.delete'),
              label: t('payouts.delete_row', named(p)),
              onClick: () => setDeleting(p),
            }}
          >
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCash size={14} aria-hidden />}
              aria-label={t('payouts.mark_paid_row', named(p))}
              onClick={() => setPaying(p)}
            >
              {t('payouts.mark_paid')}
            </Button>
          </RowActions>
        ),
    },
  ];

  const totals = query.data?.totals;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" maw={720}>
          {t('payouts.intro')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ payout: null })}
          style={{ flexShrink: 0 }}
        >
          {t('payouts.add')}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(p) => String(p.id)}
        emptyText={t('payouts.empty')}
        rowProps={() => ({ 'data-testid': 'payout-row' })}
        aboveTable={
          totals && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} maw={520} aria-label={t('payouts.totals')}>
              <Paper withBorder p="sm" data-testid="payouts-to-pay">
                <Text size="xs" c="dimmed">
                  {t('payouts.to_pay')}
                </Text>
                <Text fw={700} size="lg">
                  {kr(totals.pending)}
                </Text>
              </Paper>
              <Paper withBorder p="sm" data-testid="payouts-paid">
                <Text size="xs" c="dimmed">
                  {t('payouts.paid_total')}
                </Text>
                <Text fw={700} size="lg">
                  {kr(totals.paid)}
                </Text>
              </Paper>
            </SimpleGrid>
          )
        }
        toolbar={{
          search: { label: t('payouts.search'), width: 260 },
          filters: [
            {
              key: 'status',
              label: t('payouts.status'),
              options: PAYOUT_STATUSES.map((s) => ({
                value: s,
                label: t(`payouts.statuses.${s}`),
              })),
            },
          ],
        }}
        toolbarEnd={
          <ExportButton<FirmPayout>
            fetchPage={(offset, limit) => getFirmPayouts(list.params, offset, limit)}
            headers={() => [
              t('fields.firm'),
              t('fields.date'),
              t('fields.amount'),
              t('fields.invoice_number'),
              t('payouts.status'),
              t('fields.paid_date'),
              t('payouts.source'),
              t('fields.note'),
            ]}
            toCells={(p) => [
              p.firm_name,
              p.date,
              Number(p.amount),
              p.invoice_number,
              t(`payouts.statuses.${p.status}`),
              p.paid_date ?? '',
              t(`payouts.sources.${p.source}`),
              p.note,
            ]}
          />
        }
        minWidth={980}
      />
      <FirmPayoutFormModal
        opened={editing !== null}
        payout={editing?.payout ?? null}
        onClose={() => setEditing(null)}
      />
      <MarkPaidModal
        payout={paying}
        amount={paying ? kr(paying.amount) : ''}
        onClose={() => setPaying(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('payouts.delete_title')}
        message={deleting ? t('payouts.delete_text', named(deleting)) : ''}
        confirmLabel={t('payouts.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('payouts.deleted'));
              setDeleting(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
