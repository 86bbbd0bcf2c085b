import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconPlayerSkipForward,
} from '@tabler/icons-react';
import type { ActivationCheck } from '@portal/contracts/schemas/activation';
import { useTranslation } from 'react-i18next';
import { useActivationCheck } from '../api/activation';
import { VoucherTable } from './voucher-table';

const ICONS = {
  passed: { Icon: IconCircleCheck, color: 'var(--mantine-color-green-filled)' },
  failed: { Icon: IconCircleX, color: 'var(--mantine-color-red-filled)' },
  warning: { Icon: IconAlertTriangle, color: 'var(--mantine-color-yellow-filled)' },
  skipped: { Icon: IconPlayerSkipForward, color: 'var(--mantine-color-dimmed)' },
} as const;

type DryRunDocument = NonNullable<ActivationCheck['documents']>[number];

/** One document of the dry run: its rows as the ledger would get them, and why it would refuse. */
function DryRunTable({ document }: { document: DryRunDocument }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <VoucherTable
        document={document}
        testId="dry-run-voucher"
        textHeader={t('activation.check_text')}
        textOf={(row) => row.description}
      />
      {document.reasons.length > 0 && (
        <Text size="sm" component="div">
          {t('activation.check_reasons')}
          <List size="sm">
            {document.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </Text>
      )}
    </Stack>
  );
}

/** One check: an icon and its status in words (never colour alone), then what it found. */
function CheckItem({ check }: { check: ActivationCheck }) {
  const { t } = useTranslation();
  const { Icon, color } = ICONS[check.status];
  return (
    <Stack gap={4} component="li" data-testid={`check-${check.key}`} data-status={check.status}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Icon size={20} color={color} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t(`activation.check_names.${check.key}`)}:{' '}
            {t(`activation.check_statuses.${check.status}`)}
          </Text>
          <Text size="sm">{check.detail}</Text>
        </Stack>
      </Group>
      {check.documents?.map((document, index) => (
        <DryRunTable key={index} document={document} />
      ))}
    </Stack>
  );
}

/**
 * Check before activating (issue 12, ADR 021): whose ledger it is, the accounts, what it takes,
 * and a dry run of the latest payout or order. Advice, except that activation is refused while
 * the organisation number or the accounts fail.
 */
export function ActivationCheckPanel({ id, startDate }: { id: number; startDate: string }) {
  const { t } = useTranslation();
  const check = useActivationCheck(id);
  const result = check.data;
  const run = () =>
    check.mutate(/^\d{4}-\d{2}-\d{2}$/.test(startDate) ? { start_date: startDate } : {});
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="activation-check-title"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id="activation-check-title">
          {t('activation.check_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('activation.check_hint')}
        </Text>
        <Button variant="default" onClick={run} loading={check.isPending} w="fit-content">
          {t('activation.check_run')}
        </Button>
        {check.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('activation.check_failed')}
          </Alert>
        )}
        {result && (
          <>
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {result.checks.map((item) => (
                <CheckItem key={item.key} check={item} />
              ))}
            </Stack>
            {result.blocked ? (
              <Alert color="red" variant="light">
                {t('activation.check_blocked')}
              </Alert>
            ) : result.checks.every((c) => c.status === 'passed') ? (
              <Text size="sm">{t('activation.check_ok')}</Text>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
