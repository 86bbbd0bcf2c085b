import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { healthBand } from '@portal/contracts/schemas/subscription-status';
import type { Subscription } from '@portal/contracts/schemas/subscriptions';
import type { SubscriptionTechnical } from '@portal/contracts/schemas/technical';
import { useTranslation } from 'react-i18next';
import { useTechnical } from '../api/get-technical';
import { CopyValue } from './copy-value';
import { BAND_COLORS } from '@/components/health/band-colors';
import { HealthBreakdown } from '@/components/health/health-breakdown';
import { ListState } from '@/components/list-state';

function Identifiers({
  subscription,
  details,
}: {
  subscription: Subscription;
  details: SubscriptionTechnical;
}) {
  const { t, i18n } = useTranslation();
  const dateTime = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const when = (iso: string | null) =>
    iso ? dateTime.format(new Date(iso)) : t('app_settings.never');
  const rows: [string, string, boolean][] = [
    [t('app_settings.subscription_id'), String(subscription.id), false],
    [t('app_settings.company_id'), String(subscription.company_id), false],
    [t('app_settings.webhook_url'), details.webhook_url, true],
    [
      t('app_settings.webhook_secret'),
      details.webhook_secret ?? t('app_settings.webhook_secret_none'),
      false,
    ],
    [t('app_settings.cursor'), when(details.cursor), false],
    [t('app_settings.last_processed'), when(details.last_processed), false],
    [
      t('app_settings.is_live'),
      t(subscription.is_live ? 'app_settings.yes' : 'app_settings.no'),
      false,
    ],
  ];
  return (
    <Table variant="vertical" layout="fixed" withRowBorders={false}>
      <Table.Tbody>
        {rows.map(([label, value, copyable]) => (
          <Table.Tr key={label}>
            <Table.Th w={220}>{label}</Table.Th>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
                {copyable && <CopyValue value={value} label={label} />}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function RecentEntries({ details }: { details: SubscriptionTechnical }) {
  const { t, i18n } = useTranslation();
  const dateTime = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  if (details.recent_entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('app_settings.recent_entries_empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped data-testid="recent-entries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('app_settings.entry_time')}</Table.Th>
            <Table.Th>{t('sync.entries.reference_number')}</Table.Th>
            <Table.Th>{t('sync.entries.element_type')}</Table.Th>
            <Table.Th>{t('sync.status')}</Table.Th>
            <Table.Th>{t('sync.entries.target_reference')}</Table.Th>
            <Table.Th>{t('sync.entries.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {details.recent_entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{dateTime.format(new Date(entry.updated_at))}</Table.Td>
              <Table.Td>{entry.reference_number}</Table.Td>
              <Table.Td>
                {t(`sync.entries.element_types.${entry.element_type}`, entry.kind)}
              </Table.Td>
              <Table.Td>{t(`sync.entries.statuses.${entry.status}`)}</Table.Td>
              <Table.Td>{entry.target_reference ?? ''}</Table.Td>
              <Table.Td>{entry.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Technical details: what support and the shop's webhook settings need, and how it is going. */
export function TechnicalPanel({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useTechnical(subscription.id);
  return (
    <ListState
      loading={isPending}
      failed={isError && !data}
      onRetry={() => void refetch()}
      empty={false}
      emptyText=""
    >
      {data && (
        <Stack gap="md">
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="technical-ids">
            <Title order={3} size="h5" id="technical-ids" mb="xs">
              {t('app_settings.identifiers')}
            </Title>
            <Identifiers subscription={subscription} details={data} />
          </Paper>
          <Paper
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-labelledby="technical-health"
          >
            <Group justify="space-between" mb="xs">
              <Title order={3} size="h5" id="technical-health">
                {t('app_settings.health')}
              </Title>
              <Badge color={BAND_COLORS[healthBand(data.health.score)]} variant="light">
                {t(`subscription_status.bands.${healthBand(data.health.score)}`)}
              </Badge>
            </Group>
            <HealthBreakdown
              health={data.health}
              status={subscription.status}
              title={t('app_settings.health_title', { score: data.health.score })}
            />
          </Paper>
          <Paper
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-labelledby="technical-entries"
          >
            <Title order={3} size="h5" id="technical-entries" mb="xs">
              {t('app_settings.recent_entries')}
            </Title>
            <RecentEntries details={data} />
          </Paper>
        </Stack>
      )}
    </ListState>
  );
}
