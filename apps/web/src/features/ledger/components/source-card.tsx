import {
  Alert,
  Badge,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { LedgerSource } from '@portal/contracts/schemas/ledger';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRunning } from '../api/get-ledger-source';
import { ledgerFormat } from '../utils/format';
import { RefreshButton } from './refresh-button';
import { notifySuccess } from '@/lib/toast';

const STATUS_COLORS = {
  idle: 'gray',
  queued: 'blue',
  running: 'blue',
  done: 'teal',
  failed: 'red',
} as const;

function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** Says "done" once when a refresh the person watched comes to an end. */
function useDoneToast(source: LedgerSource) {
  const { t } = useTranslation();
  const was = useRef(source.status);
  useEffect(() => {
    const before = was.current;
    was.current = source.status;
    if ((before === 'running' || before === 'queued') && source.status === 'done') {
      notifySuccess(t('ledger.refresh.done', { vouchers: source.voucher_count }));
    }
  }, [source.status, source.voucher_count, t]);
}

/** Where the books come from, how the last refresh went, and the button to read them again. */
export function SourceCard({ source }: { source: LedgerSource }) {
  const { t, i18n } = useTranslation();
  const f = ledgerFormat(i18n.language);
  useDoneToast(source);
  const running = isRunning(source);
  const phase = source.phase ? t(source.phase.key, source.phase.params) : '';
  return (
    <Paper withBorder p="md" data-testid="ledger-source">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4">
            {t('ledger.source.heading')}
          </Title>
          <Badge color={STATUS_COLORS[source.status]} variant="light" data-testid="ledger-status">
            {t(`ledger.source.status.${source.status}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <Fact label={t('ledger.source.kind')} testId="ledger-kind">
            {source.kind ? t(`ledger.source.kinds.${source.kind}`) : t('ledger.source.none')}
          </Fact>
          <Fact label={t('ledger.source.connected')}>
            {source.accounting_system
              ? t(`ledger.source.kinds.${source.accounting_system}`)
              : t('ledger.source.no_system')}
          </Fact>
          <Fact label={t('ledger.source.refreshed_at')}>
            {f.time(source.refreshed_at) ?? t('ledger.source.never')}
          </Fact>
          <Fact label={t('ledger.source.vouchers')} testId="ledger-voucher-count">
            {f.count(source.voucher_count)}
          </Fact>
          <Fact label={t('ledger.source.transactions')}>{f.count(source.transaction_count)}</Fact>
          {source.file_name && <Fact label={t('ledger.source.file')}>{source.file_name}</Fact>}
        </SimpleGrid>
        {running && (
          <Stack gap={4}>
            <Progress
              value={source.progress}
              animated
              aria-label={t('ledger.refresh.progress', { progress: source.progress })}
              data-testid="ledger-progress"
            />
            <Text size="sm" role="status" data-testid="ledger-phase">
              {phase} · {source.progress} %
            </Text>
          </Stack>
        )}
        {source.status === 'failed' && source.error && (
          <Alert color="red" title={t('ledger.refresh.failed')} data-testid="ledger-error">
            {t(source.error.key, source.error.params)}
          </Alert>
        )}
        <Group>
          {source.accounting_system ? (
            <RefreshButton source={source} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('ledger.refresh.no_system')}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
