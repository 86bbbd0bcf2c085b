import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReconciliationIssue } from '@portal/contracts/schemas/reconciliation';
import { useTranslation } from 'react-i18next';
import { useProviderName } from '../hooks/use-provider-name';
import { STATUS_COLORS } from './payout-status';

/** The month's Ambiguous and Failed elements, each with why a person must look at it. */
export function IssuesList({ issues }: { issues: readonly ReconciliationIssue[] }) {
  const { t, i18n } = useTranslation();
  const providerName = useProviderName();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const kindName = (kind: string) =>
    i18n.exists(`reconciliation.kinds.${kind}`) ? t(`reconciliation.kinds.${kind}`) : kind;

  return (
    <Stack gap="xs" component="section" aria-labelledby="report-issues">
      <Title order={2} size="h4" id="report-issues">
        {t('reconciliation.issues.title')}
      </Title>
      {issues.length === 0 ? (
        <Text c="dimmed">{t('reconciliation.issues.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {issues.map((issue) => (
            <Paper
              key={issue.sync_entry_id}
              component="li"
              withBorder
              p="sm"
              radius="md"
              data-testid="issue"
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>
                    {providerName(issue.source)} ·{' '}
                    {t('reconciliation.issues.element', {
                      kind: kindName(issue.kind),
                      reference: issue.reference_number || issue.source_id,
                    })}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {issue.reason}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('reconciliation.issues.updated', {
                      when: dateFormat.format(new Date(issue.updated_at)),
                    })}
                  </Text>
                </Stack>
                <Badge color={STATUS_COLORS[issue.status]} variant="dot" style={{ flexShrink: 0 }}>
                  {t(`sync.entries.statuses.${issue.status}`)}
                </Badge>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
