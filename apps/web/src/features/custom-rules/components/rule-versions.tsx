import { Badge, Button, Code, Group, Spoiler, Stack, Table, Text, Title } from '@mantine/core';
import type { CustomRuleVersion } from '@portal/contracts/schemas/rules';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRestoreRuleVersion, useRuleVersions } from '../api/rule-versions';
import { ConfirmModal } from '@/components/confirm-modal';
import { notifySuccess } from '@/lib/toast';

/** A rule's saved versions, newest first; an earlier one can be put back (a new version). */
export function RuleVersions({ ruleId, onRestored }: { ruleId: number; onRestored: () => void }) {
  const { t, i18n } = useTranslation();
  const versions = useRuleVersions(ruleId);
  const restore = useRestoreRuleVersion();
  const [restoring, setRestoring] = useState<CustomRuleVersion | null>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const rows = versions.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('rules.versions.title')}
      </Title>
      {versions.isError && <Text c="red">{t('common.list_failed')}</Text>}
      <Table verticalSpacing="xs" data-testid="rule-versions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rules.versions.version')}</Table.Th>
            <Table.Th>{t('rules.versions.saved')}</Table.Th>
            <Table.Th>{t('rules.versions.code')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((v, index) => (
            <Table.Tr key={v.version}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {v.version}
                  {index === 0 && (
                    <Badge size="xs" variant="light">
                      {t('rules.versions.current')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="xs">
                  {v.created_by?.name ?? t('rules.versions.nobody')},{' '}
                  {when.format(new Date(v.created_at))}
                </Text>
                <Text size="xs" c="dimmed">
                  {v.entry_point} · {v.active ? t('rules.active') : t('rules.versions.inactive')}
                </Text>
              </Table.Td>
              <Table.Td maw={360}>
                <Spoiler
                  maxHeight={36}
                  showLabel={t('rules.versions.show')}
                  hideLabel={t('rules.versions.hide')}
                >
                  <Code block>{v.code}</Code>
                </Spoiler>
              </Table.Td>
              <Table.Td>
                {index > 0 && (
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconHistory size={14} aria-hidden />}
                    aria-label={t('rules.versions.restore_named', { version: v.version })}
                    onClick={() => setRestoring(v)}
                  >
                    {t('rules.versions.restore')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmModal
        opened={restoring !== null}
        title={t('rules.versions.restore_title')}
        message={t('rules.versions.restore_text', { version: restoring?.version ?? '' })}
        confirmLabel={t('rules.versions.restore')}
        color="blue"
        loading={restore.isPending}
        onConfirm={() =>
          restoring &&
          restore.mutate(
            { id: ruleId, version: restoring.version },
            {
              onSuccess: () => {
                notifySuccess(t('rules.versions.restored', { version: restoring.version }));
                setRestoring(null);
                onRestored();
              },
            },
          )
        }
        onClose={() => setRestoring(null)}
      />
    </Stack>
  );
}
