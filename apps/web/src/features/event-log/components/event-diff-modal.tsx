import { Badge, Code, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import type { EventLogEntry } from '@portal/contracts/schemas/tenancy';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diffData, formatValue } from './data-diff';

function ValueCell({ value }: { value: unknown }) {
  if (value === undefined) return <Table.Td />;
  return (
    <Table.Td>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {formatValue(value)}
      </Code>
    </Table.Td>
  );
}

/** old_data → new_data, one row per field; changed fields are marked and coloured. */
export function EventDiffModal({
  entry,
  onClose,
}: {
  entry: EventLogEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [onlyChanged, setOnlyChanged] = useState(false);
  const changes = entry ? diffData(entry.old_data, entry.new_data) : [];
  const rows = onlyChanged ? changes.filter((c) => c.changed) : changes;
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      size="xl"
      title={
        entry
          ? t('admin.events.diff_title', {
              entity: t(`admin.events.entities.${entry.entity}`),
              id: entry.entity_id,
            })
          : ''
      }
    >
      {entry && (
        <Stack gap="sm">
          <Text size="sm">
            <strong>{t('admin.events.action')}:</strong> {entry.action}
          </Text>
          {changes.length === 0 ? (
            <Text c="dimmed">{t('admin.events.no_data')}</Text>
          ) : (
            <>
              <Switch
                label={t('admin.events.only_changed')}
                checked={onlyChanged}
                onChange={(event) => setOnlyChanged(event.currentTarget.checked)}
              />
              <Table.ScrollContainer minWidth={560}>
                <Table data-testid="event-diff" layout="fixed">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w="24%">{t('admin.events.field')}</Table.Th>
                      <Table.Th>{t('admin.events.old')}</Table.Th>
                      <Table.Th>{t('admin.events.new')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((change) => (
                      <Table.Tr
                        key={change.key}
                        data-changed={change.changed || undefined}
                        bg={change.changed ? 'var(--mantine-color-yellow-light)' : undefined}
                      >
                        <Table.Td>
                          <Text size="sm" ff="monospace" fw={change.changed ? 700 : 400}>
                            {change.key}
                          </Text>
                          {change.changed && (
                            <Badge size="xs" color="yellow" variant="dot" mt={4}>
                              {t('admin.events.changed')}
                            </Badge>
                          )}
                        </Table.Td>
                        <ValueCell value={change.before} />
                        <ValueCell value={change.after} />
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
