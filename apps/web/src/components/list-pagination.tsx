import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  count: number;
  /** the count is the database's estimate (large lists, ADR 025) */
  estimated?: boolean;
  page: number;
  limit: number;
  onChange: (page: number) => void;
}

/** Page control for `{count, results}` lists; hidden when everything fits on one page. */
export function ListPagination({
  count,
  estimated = false,
  page,
  limit,
  onChange,
}: ListPaginationProps) {
  const { t } = useTranslation();
  const total = Math.max(1, Math.ceil(count / limit));
  if (count === 0) return null;
  const from = (page - 1) * limit + 1;
  const to = Math.min(count, page * limit);
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {t(estimated ? 'common.page_summary_estimated' : 'common.page_summary', {
          from,
          to,
          count,
        })}
      </Text>
      {total > 1 && (
        <Pagination
          total={total}
          value={page}
          onChange={onChange}
          aria-label={t('common.pagination')}
          component="nav"
          // the arrows show no text: their names say where they lead
          getControlProps={(control) =>
            control === 'previous' || control === 'next'
              ? { 'aria-label': t(`common.${control}_page`) }
              : {}
          }
        />
      )}
    </Group>
  );
}
