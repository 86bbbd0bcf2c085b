import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import type { CustomRule } from '@portal/contracts/schemas/rules';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomRules } from '../api/get-custom-rules';
import { CustomRuleFormModal } from './custom-rule-form-modal';
import { DeleteCustomRuleModal } from './delete-custom-rule-modal';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';

/** In-house: the custom rules, their entry point, app and accounting system, searchable by code. */
export function CustomRulesList() {
  const { t, i18n } = useTranslation();
  const { page, setPage, search, setSearch, debounced } = usePagedSearch();
  const { data, isPending, isError, refetch } = useCustomRules({ page, search: debounced });
  const [editing, setEditing] = useState<{ rule: CustomRule | null } | null>(null);
  const [deleting, setDeleting] = useState<CustomRule | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" maw={720}>
          {t('rules.intro')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ rule: null })}
          style={{ flexShrink: 0 }}
        >
          {t('rules.create')}
        </Button>
      </Group>
      <SearchInput label={t('rules.search')} value={search} onChange={setSearch} />
      <ListState
        loading={isPending}
        empty={!data || data.results.length === 0}
        emptyText={t('rules.empty')}
        failed={isError && !data}
        onRetry={() => void refetch()}
      >
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rules.id')}</Table.Th>
                <Table.Th>{t('rules.entry_point')}</Table.Th>
                <Table.Th>{t('rules.app')}</Table.Th>
                <Table.Th>{t('rules.accounting')}</Table.Th>
                <Table.Th>{t('rules.active')}</Table.Th>
                <Table.Th>{t('rules.updated')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.results.map((rule) => (
                <Table.Tr key={rule.id}>
                  <Table.Td>{rule.id}</Table.Td>
                  <Table.Td>{t(`rules.entry_points.${rule.entry_point}`)}</Table.Td>
                  <Table.Td>
                    {rule.app_name ? t(`rules.apps.${rule.app_name}`) : t('rules.all_apps')}
                  </Table.Td>
                  <Table.Td>
                    {rule.accounting_name
                      ? t(`rules.accountings.${rule.accounting_name}`)
                      : t('rules.all_accountings')}
                  </Table.Td>
                  <Table.Td>{rule.active ? t('admin.yes') : t('admin.no')}</Table.Td>
                  <Table.Td>{dateFormat.format(new Date(rule.updated_at))}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconPencil size={14} aria-hidden />}
                        aria-label={t('rules.edit_named', { id: rule.id })}
                        onClick={() => setEditing({ rule })}
                      >
                        {t('admin.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        aria-label={t('rules.delete_named', { id: rule.id })}
                        onClick={() => setDeleting(rule)}
                      >
                        {t('rules.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      {data && (
        <ListPagination count={data.count} page={page} limit={DEFAULT_LIMIT} onChange={setPage} />
      )}
      <CustomRuleFormModal
        opened={editing !== null}
        rule={editing?.rule ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteCustomRuleModal rule={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
