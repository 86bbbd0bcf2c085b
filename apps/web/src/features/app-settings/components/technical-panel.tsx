import { ActionIcon, CopyButton, Group, Paper, Table, Text, Tooltip } from '@mantine/core';
import type { Subscription } from '@portal/contracts/schemas/subscriptions';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Technical details: what support and the shop's webhook settings need. */
export function TechnicalPanel({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const webhookUrl = `${window.location.origin}/api/webhooks/${subscription.id}/`;
  const rows: [string, string, boolean][] = [
    [t('app_settings.subscription_id'), String(subscription.id), false],
    [t('app_settings.company_id'), String(subscription.company_id), false],
    [t('app_settings.webhook_url'), webhookUrl, true],
    [t('app_settings.cursor'), subscription.last_processed_date ?? t('app_settings.never'), false],
    [
      t('app_settings.is_live'),
      t(subscription.is_live ? 'app_settings.yes' : 'app_settings.no'),
      false,
    ],
  ];
  return (
    <Paper withBorder p="md" radius="md">
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
                  {copyable && (
                    <CopyButton value={value}>
                      {({ copied, copy }) => (
                        <Tooltip label={t(copied ? 'app_settings.copied' : 'app_settings.copy')}>
                          <ActionIcon
                            variant="subtle"
                            onClick={copy}
                            aria-label={t('app_settings.copy_named', { name: label })}
                          >
                            {copied ? (
                              <IconCheck size={16} aria-hidden />
                            ) : (
                              <IconCopy size={16} aria-hidden />
                            )}
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </CopyButton>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
