import { Anchor, Button } from '@mantine/core';
import type { Budget } from '@portal/contracts/schemas/budgets';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBudgets, useBudgets, type BudgetFilters } from '../api/get-budgets';
import { useDeleteBudget } from '../api/save-budget';
import { budgetFormat } from '../utils/format';
import { BudgetFormModal } from './budget-form-modal';
import { ConfirmModal } from '@/components/confirm-modal';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import { RowActions } from '@/components/data-table/row-actions';
import { useListQuery } from '@/components/data-table/use-list-query';
import { notifySuccess } from '@/lib/toast';

/** The company's budgets: open one, add, change or delete (after asking). */
export function BudgetsTable({
  company,
  onOpen,
}: {
  company: number;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const f = budgetFormat(i18n.language);
  const list = useListQuery<BudgetFilters>({ filters: { year: null }, ordering: '-year' });
  const query = useBudgets(company, list.params);
  const remove = useDeleteBudget(company);
  const [editing, setEditing] = useState<Budget | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Budget | null>(null);

  const columns: DataTableColumn<Budget>[] = [
    {
      key: 'name',
      header: t('planning.budgets.name'),
      sortKey: 'name',
      cell: (b) => (
        <Anchor
          component="button"
          type="button"
          onClick={() => onOpen(b.id)}
          aria-label={t('planning.budgets.open', { name: b.name })}
        >
          {b.name}
        </Anchor>
      ),
    },
    { key: 'year', header: t('planning.budgets.year'), sortKey: 'year', cell: (b) => b.year },
    {
      key: 'type',
      header: t('planning.budgets.type'),
      cell: (b) => t(`planning.budgets.types.${b.type}`),
    },
    {
      key: 'span',
      header: t('planning.budgets.span_header'),
      nowrap: true,
      cell: (b) => `${f.day(b.start)} – ${f.day(b.end)}`,
    },
    {
      key: 'accounts',
      header: t('planning.budgets.accounts'),
      align: 'right',
      cell: (b) => b.account_count,
    },
    {
      key: 'result',
      header: t('planning.budgets.result'),
      align: 'right',
      nowrap: true,
      cell: (b) => f.kr(b.result),
    },
    {
      key: 'updated',
      header: t('planning.budgets.updated'),
      sortKey: 'updated_at',
      nowrap: true,
      cell: (b) => f.day(b.updated_at.slice(0, 10)),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      cell: (b) => (
        <RowActions
          edit={{
            text: t('planning.budgets.edit'),
            label: t('planning.budgets.edit_row', { name: b.name }),
            onClick: () => setEditing(b),
          }}
          remove={{
            text: t('planning.budgets.delete'),
            label: t('planning.budgets.delete_row', { name: b.name }),
            onClick: () => setDeleting(b),
          }}
        />
      ),
    },
  ];

  return (
    <>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(b) => String(b.id)}
        emptyText={t('planning.budgets.empty')}
        rowProps={() => ({ 'data-testid': 'budget-row' })}
        toolbar={{ search: { label: t('planning.budgets.search') } }}
        toolbarEnd={
          <>
            <ExportButton<Budget>
              fileName={t('planning.budgets.list_title')}
              fetchPage={(offset, limit) => getBudgets(company, list.params, offset, limit)}
              headers={() => [
                t('planning.budgets.name'),
                t('planning.budgets.year'),
                t('planning.budgets.type'),
                t('planning.budgets.description'),
                t('planning.budgets.accounts'),
                t('planning.budgets.result'),
              ]}
              toCells={(b) => [
                b.name,
                b.year,
                t(`planning.budgets.types.${b.type}`),
                b.description,
                b.account_count,
                Number(b.result),
              ]}
            />
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing('new')}
            >
              {t('planning.budgets.add')}
            </Button>
          </>
        }
        minWidth={900}
      />
      <BudgetFormModal
        company={company}
        opened={editing !== null}
        budget={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onCreated={(created) => {
          setEditing(null);
          onOpen(created.id);
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('planning.budgets.delete_title')}
        message={t('planning.budgets.delete_text', { name: deleting?.name ?? '' })}
        confirmLabel={t('planning.budgets.delete')}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('planning.budgets.deleted'));
              setDeleting(null);
            },
          })
        }
      />
    </>
  );
}
