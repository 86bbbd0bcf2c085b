import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type {
  Recurrence,
  WorkflowTemplateSummary,
} from '@portal/contracts/schemas/workflow-templates';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecurrences } from '../api/get-recurrences';
import { useDeleteRecurrence } from '../api/save-recurrence';
import { RecurrenceFormModal } from './recurrence-form-modal';
import { RecurrenceList } from './recurrence-list';
import { ConfirmModal } from '@/components/confirm-modal';
import { ListState } from '@/components/list-state';
import { notifySuccess } from '@/lib/toast';

/** Where a template recurs: per client, the next period and when its project will be made. */
export function RecurrencesSection({
  template,
  onClose,
}: {
  template: WorkflowTemplateSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useRecurrences(template.id);
  const remove = useDeleteRecurrence(template.id);
  const [editing, setEditing] = useState<{ recurrence: Recurrence | null } | null>(null);
  const [deleting, setDeleting] = useState<Recurrence | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'nearest' });
    heading.current?.focus();
  }, []);
  const rows = query.data ?? [];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="recurrences-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id="recurrences-title" ref={heading} tabIndex={-1}>
            {t('workflows.recurrences.title', { name: template.name })}
          </Title>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ recurrence: null })}
            >
              {t('workflows.recurrences.add')}
            </Button>
            <Button
              size="sm"
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={onClose}
            >
              {t('workflows.recurrences.close')}
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed" maw={760}>
          {t('workflows.recurrences.intro')}
        </Text>
        <ListState
          loading={query.isPending}
          failed={query.isError && !query.data}
          onRetry={() => void query.refetch()}
          empty={rows.length === 0}
          emptyText={t('workflows.recurrences.empty')}
        >
          <RecurrenceList
            templateId={template.id}
            rows={rows}
            onEdit={(recurrence) => setEditing({ recurrence })}
            onDelete={setDeleting}
          />
        </ListState>
      </Stack>
      <RecurrenceFormModal
        templateId={template.id}
        editing={editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('workflows.recurrences.delete_title')}
        message={
          deleting
            ? t('workflows.recurrences.delete_text', {
                name: template.name,
                client: deleting.client.name,
              })
            : ''
        }
        confirmLabel={t('workflows.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('workflows.recurrences.deleted'));
              setDeleting(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
