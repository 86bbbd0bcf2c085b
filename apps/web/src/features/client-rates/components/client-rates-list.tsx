import { Badge, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { CONSULTATION_RATE, type ClientRate } from '@portal/contracts/schemas/client-rates';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getClientRates, useClientRates } from '../api/get-client-rates';
import { useResetClientRate } from '../api/save-client-rate';
import { ClientRateModal } from './client-rate-modal';
import { ConfirmModal } from '@/components/confirm-modal';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import { RowActions } from '@/components/data-table/row-actions';
import { useListQuery } from '@/components/data-table/use-list-query';
import { notifySuccess } from '@/lib/toast';

/** /client-rates: every client the accountant sees with its hourly rate; change or reset it. */
export function ClientRatesList() {
  const { t, i18n } = useTranslation();
  const list = useListQuery<Record<string, never>>({ filters: {}, ordering: 'client' });
  const query = useClientRates(list.params);
  const reset = useResetClientRate();
  const [editing, setEditing] = useState<ClientRate | null>(null);
  const [resetting, setResetting] = useState<ClientRate | null>(null);
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'SEK' });
  const kr = (amount: string) => money.format(Number(amount));
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const defaultRate = kr(query.data?.default_rate ?? CONSULTATION_RATE);

  const columns: DataTableColumn<ClientRate>[] = [
    { key: 'client', header: t('fields.client'), sortKey: 'client', cell: (r) => r.client_name },
    { key: 'number', header: t('fields.company_id'), nowrap: true, cell: (r) => r.company_id },
    {
      key: 'rate',
      header: t('fields.hourly_rate'),
      sortKey: 'hourly_rate',
      align: 'right',
      nowrap: true,
      cell: (r) => t('time.rates.per_hour', { rate: kr(r.hourly_rate) }),
    },
    {
      key: 'kind',
      header: t('time.rates.kind'),
      nowrap: true,
      // a badge's own width does not hold its column open
      minWidth: 120,
      cell: (r) => (
        <Badge variant="light" color={r.is_default ? 'gray' : 'blue'}>
          {r.is_default ? t('time.rates.default') : t('time.rates.own')}
        </Badge>
      ),
    },
    {
      key: 'changed',
      header: t('time.rates.changed'),
      cell: (r) =>
        r.updated_at ? (
          <Text size="sm">
            {day.format(new Date(r.updated_at))}
            {r.updated_by ? ` · ${r.updated_by.name}` : ''}
          </Text>
        ) : (
          '–'
        ),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>,
      cell: (r) => (
        <RowActions
          edit={{
            text: t('time.rates.edit'),
            label: t('time.rates.edit_row', { client: r.client_name }),
            onClick: () => setEditing(r),
          }}
        >
          {!r.is_default && (
            <RowResetButton
              label={t('time.rates.reset_row', { client: r.client_name })}
              text={t('time.rates.reset')}
              onClick={() => setResetting(r)}
            />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        {t('time.rates.intro', { rate: defaultRate })}
      </Text>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(r) => String(r.client)}
        emptyText={t('time.rates.empty')}
        rowProps={() => ({ 'data-testid': 'client-rate-row' })}
        toolbar={{ search: { label: t('time.rates.search'), width: 300 } }}
        toolbarEnd={
          <ExportButton<ClientRate>
            fileName={t('routes.client-rates')}
            fetchPage={(offset, limit) => getClientRates(list.params, offset, limit)}
            headers={() => [
              t('fields.client'),
              t('fields.company_id'),
              t('fields.hourly_rate'),
              t('time.rates.kind'),
            ]}
            toCells={(r) => [
              r.client_name,
              r.company_id,
              Number(r.hourly_rate),
              r.is_default ? t('time.rates.default') : t('time.rates.own'),
            ]}
          />
        }
        minWidth={820}
      />
      <ClientRateModal rate={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={resetting !== null}
        title={t('time.rates.reset_title')}
        message={
          resetting
            ? t('time.rates.reset_text', { client: resetting.client_name, rate: defaultRate })
            : ''
        }
        confirmLabel={t('time.rates.reset')}
        color="orange"
        loading={reset.isPending}
        onConfirm={() =>
          resetting &&
          reset.mutate(resetting.client, {
            onSuccess: () => {
              notifySuccess(t('time.rates.reset_done'));
              setResetting(null);
            },
          })
        }
        onClose={() => setResetting(null)}
      />
    </Stack>
  );
}

/** Back to the consultation rate: not a deletion of anything the firm keeps, so no trash can. */
function RowResetButton({
  label,
  text,
  onClick,
}: {
  label: string;
  text: string;
  onClick: () => void;
}) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="orange"
      leftSection={<IconRestore size={14} aria-hidden />}
      aria-label={label}
      onClick={onClick}
    >
      {text}
    </Button>
  );
}
