import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  count: number;
  page: number;
  limit: number;
  onChange: (page: number) => void;
}

/** Page control for `{count, results}` lists; hidden when everything fits on one page. */
export function ListPagination({ count, page, limit, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  const total = Math.max(1, Math.ceil(count / limit));
  if (count === 0) return null;
  const from = (page - 1) * limit + 1;
  const to = Math.min(count, page * limit);
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {t('common.page_summary', { from, to, count })}
      </Text>
      {total > 1 && (
        <Pagination
          total={total}
          value={page}
          onChange={onChange}
          aria-label={t('common.pagination')}
          component="nav"
        />
      )}
    </Group>
  );
}
