import { Badge, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ISSUES_PER_PAGE, useReconciliationIssues } from '../api/get-reconciliation-issues';
import { IssueCards } from './issue-cards';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';

/** The month's Ambiguous and Failed elements, a page at a time (key it by month). */
export function IssuesList({ month }: { month: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useReconciliationIssues(month, page);
  const issues = data?.results ?? [];

  return (
    <Stack gap="xs" component="section" aria-labelledby="report-issues">
      <Group gap="xs">
        <Title order={2} size="h4" id="report-issues">
          {t('reconciliation.issues.title')}
        </Title>
        {!!data?.count && (
          <Badge variant="light" color="orange" data-testid="issues-count">
            {data.count}
          </Badge>
        )}
      </Group>
      <ListState
        failed={isError && !data}
        onRetry={() => void refetch()}
        loading={isPending}
        empty={issues.length === 0}
        emptyText={t('reconciliation.issues.empty')}
      >
        <IssueCards issues={issues} />
      </ListState>
      <ListPagination
        count={data?.count ?? 0}
        page={page}
        limit={ISSUES_PER_PAGE}
        onChange={setPage}
      />
    </Stack>
  );
}
