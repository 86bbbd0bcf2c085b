import { Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { AuditClient, AuditItem } from '@portal/contracts/schemas/audit-preparation';
import { AUDIT_STATES } from '@portal/contracts/schemas/audit-preparation';
import { IconPlus, IconRobot } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditItems, type AuditItemFilters } from '../api/get-audit-items';
import { useDeleteAuditItem } from '../api/save-audit-item';
import { formatters } from '../utils/format';
import { proofSummary } from '../utils/proof-summary';
import { ProgressBar } from './checklist-summary';
import { ItemActions } from './item-actions';
import { ItemFormModal } from './item-form-modal';
import { ItemStatus } from './item-status';
import { ProofModal } from './proof-modal';
import { ConfirmModal } from '@/components/confirm-modal';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';
import { notifySuccess } from '@/lib/toast';

/**
 * The checklist's items: of one client's year, or of every client for the year (with the
 * client named and the year's progress above). Filters overdue and in progress (SPEC §4).
 */
export function AuditItemsTable({
  client,
  year,
  enabled,
  onOpenInClient,
}: {
  client: AuditClient | null;
  year: number;
  /** a client's items are read once its checklist is open */
  enabled: boolean;
  onOpenInClient: (company: number, href: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const f = formatters(i18n.language);
  const list = useListQuery<AuditItemFilters>({ filters: { state: null } });
  const query = useAuditItems(list.params, { company: client?.id ?? null, year }, enabled);
  const remove = useDeleteAuditItem();
  const [editing, setEditing] = useState<{ item: AuditItem | null } | null>(null);
  const [deleting, setDeleting] = useState<AuditItem | null>(null);
  const [proofOf, setProofOf] = useState<AuditItem | null>(null);

  const columns: DataTableColumn<AuditItem>[] = [
    ...(client
      ? []
      : [
          {
            key: 'company',
            header: t('preparation.audit.client'),
            sortKey: 'company',
            cell: (i: AuditItem) => i.company_name,
          },
        ]),
    {
      key: 'item',
      header: t('preparation.audit.item'),
      minWidth: 300,
      cell: (i) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {i.title}
          </Text>
          {i.automatic && (
            <Group gap={4} wrap="nowrap">
              <IconRobot size={14} aria-hidden />
              <Text size="xs" fw={600} c="dimmed">
                {t('preparation.audit.automatic')}
              </Text>
            </Group>
          )}
          {i.description && (
            <Text size="xs" c="dimmed">
              {i.description}
            </Text>
          )}
          {i.automatic && (
            <Text size="sm" mt={4} data-testid="proof-line">
              <Text span size="sm" fw={600}>
                {t('preparation.audit.proof')}:{' '}
              </Text>
              {proofSummary(t, i.proof, f)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('preparation.audit.status'),
      sortKey: 'status',
      cell: (i) => <ItemStatus item={i} />,
    },
    {
      key: 'due',
      header: t('preparation.audit.due'),
      sortKey: 'due_date',
      nowrap: true,
      cell: (i) => f.day(i.due_date),
    },
    {
      key: 'assignee',
      header: t('preparation.audit.assignee'),
      cell: (i) => i.assignee?.name ?? '–',
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>,
      cell: (i) => (
        <ItemActions
          item={i}
          onEdit={() => setEditing({ item: i })}
          onDelete={() => setDeleting(i)}
          onProof={() => setProofOf(i)}
        />
      ),
    },
  ];

  const progress = query.data?.progress;
  return (
    <Stack gap="md">
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(i) => String(i.id)}
        emptyText={t('preparation.audit.empty')}
        rowProps={() => ({ 'data-testid': 'audit-item-row' })}
        aboveTable={
          !client &&
          progress && (
            <Paper withBorder p="md">
              <Text size="sm" mb="xs" c="dimmed">
                {t('preparation.audit.all_progress')}
              </Text>
              <ProgressBar progress={progress} label={t('preparation.audit.progress')} />
            </Paper>
          )
        }
        toolbar={{
          search: { label: t('preparation.audit.search'), width: 240 },
          filters: [
            {
              key: 'state',
              label: t('preparation.audit.show'),
              options: AUDIT_STATES.map((s) => ({
                value: s,
                label: t(`preparation.audit.states.${s}`),
              })),
            },
          ],
        }}
        toolbarEnd={
          client && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ item: null })}
            >
              {t('preparation.audit.add')}
            </Button>
          )
        }
        minWidth={900}
      />
      <ItemFormModal
        opened={editing !== null}
        item={editing?.item ?? null}
        scope={client ? { company: client.id, year } : null}
        onClose={() => setEditing(null)}
      />
      <ProofModal item={proofOf} onClose={() => setProofOf(null)} onOpenInClient={onOpenInClient} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('preparation.audit.delete_title')}
        message={deleting ? t('preparation.audit.delete_text', { title: deleting.title }) : ''}
        confirmLabel={t('preparation.audit.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('preparation.audit.deleted'));
              setDeleting(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
