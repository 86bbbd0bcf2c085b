import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReconciliationIssue } from '@portal/contracts/schemas/reconciliation';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RECONCILIATION_KEY } from '../api/get-reconciliation';
import { useProviderName } from '../hooks/use-provider-name';
import { STATUS_COLORS } from './payout-status';
import { SyncAgainButton } from '@/components/sync-again-button';
import { useCan } from '@/stores/session-store';

/** Each element with why a person must look at it, and where to act on it. */
export function IssueCards({ issues }: { issues: readonly ReconciliationIssue[] }) {
  const { t, i18n } = useTranslation();
  const providerName = useProviderName();
  const queryClient = useQueryClient();
  const seesSyncReport = useCan('view:sync-report');
  const managesApps = useCan('manage:apps');
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const kindName = (kind: string) =>
    i18n.exists(`reconciliation.kinds.${kind}`) ? t(`reconciliation.kinds.${kind}`) : kind;

  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {issues.map((issue) => {
        const reference = issue.reference_number || issue.source_id;
        return (
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
                  {t('reconciliation.issues.element', { kind: kindName(issue.kind), reference })}
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
            <Group gap="sm" mt="xs">
              <SyncAgainButton
                entry={issue}
                labelled
                onQueued={() =>
                  void queryClient.invalidateQueries({ queryKey: RECONCILIATION_KEY })
                }
              />
              {seesSyncReport ? (
                <Anchor
                  component={Link}
                  size="sm"
                  to={`/sync-entry-report?search=${encodeURIComponent(issue.source_id)}`}
                  aria-label={t('reconciliation.issues.open_entry_named', { reference })}
                >
                  {t('reconciliation.issues.open_entry')}
                </Anchor>
              ) : (
                managesApps && (
                  <Anchor
                    component={Link}
                    size="sm"
                    to={`/app-settings/${issue.subscription_id}`}
                    aria-label={t('reconciliation.issues.open_settings_named', { reference })}
                  >
                    {t('reconciliation.issues.open_settings')}
                  </Anchor>
                )
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
