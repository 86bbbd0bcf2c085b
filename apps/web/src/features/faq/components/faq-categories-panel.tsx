import { Button, Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import type { FaqCategory } from '@portal/contracts/schemas/faq';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFaqCategories } from '../api/get-faq-categories';
import { useDeleteFaqCategory } from '../api/save-faq-category';
import { FaqCategoryFormModal } from './faq-category-form-modal';
import { ConfirmModal } from '@/components/confirm-modal';
import { RowActions } from '@/components/data-table/row-actions';
import { ListState } from '@/components/list-state';
import { notifySuccess } from '@/lib/toast';

/** In-house staff manage the categories the FAQ is filed under (SPEC §6). */
export function FaqCategoriesPanel() {
  const { t } = useTranslation();
  const categories = useFaqCategories();
  const [editing, setEditing] = useState<FaqCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FaqCategory | null>(null);
  const remove = useDeleteFaqCategory();
  const rows = categories.data ?? [];
  const key = (name: string) => `faq.categories.${name}`;

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(t(key('deleted')));
        setDeleting(null);
      },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t(key('create'))}
        </Button>
      </Group>
      <ListState
        loading={categories.isPending}
        failed={categories.isError && !categories.data}
        onRetry={() => void categories.refetch()}
        empty={rows.length === 0}
        emptyText={t(key('empty'))}
      >
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(key('name_sv'))}</Table.Th>
                <Table.Th>{t(key('name_en'))}</Table.Th>
                <Table.Th ta="right">{t(key('sort_order'))}</Table.Th>
                <Table.Th ta="right">{t(key('item_count'))}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('faq.actions.edit')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((category) => (
                <Table.Tr key={category.id} data-testid="faq-category-row">
                  <Table.Td>{category.name_sv}</Table.Td>
                  <Table.Td>{category.name_en}</Table.Td>
                  <Table.Td ta="right">{category.sort_order}</Table.Td>
                  <Table.Td ta="right">{category.item_count}</Table.Td>
                  <Table.Td>
                    <RowActions
                      edit={{
                        text: t('faq.actions.edit'),
                        label: `${t('faq.actions.edit')}: ${category.name}`,
                        onClick: () => setEditing(category),
                      }}
                      remove={{
                        text: t('faq.actions.delete'),
                        label: `${t('faq.actions.delete')}: ${category.name}`,
                        onClick: () => setDeleting(category),
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      <FaqCategoryFormModal
        opened={editing !== null}
        category={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t(key('delete_title'))}
        message={
          deleting && deleting.item_count > 0
            ? t(key('delete_in_use'), { name: deleting.name, count: deleting.item_count })
            : t(key('delete_text'), { name: deleting?.name ?? '' })
        }
        confirmLabel={t('faq.actions.delete')}
        loading={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
