import { Stack, Text } from '@mantine/core';
import type { GenericRecord } from '@portal/contracts/resources/define';
import { useTranslation } from 'react-i18next';

/** Who created the row and who changed it last, and when. */
export function RecordMeta({ record }: { record: GenericRecord }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const line = (key: string, at: string | null, by: GenericRecord['created_by']) =>
    at && (
      <Text size="xs" c="dimmed">
        {t(key, {
          at: format.format(new Date(at)),
          by: by?.email ?? t('generic_resources.someone'),
        })}
      </Text>
    );
  return (
    <Stack gap={0} data-testid="record-meta">
      {line('generic_resources.created_meta', record.created_at, record.created_by)}
      {record.updated_at !== record.created_at &&
        line('generic_resources.updated_meta', record.updated_at, record.updated_by)}
    </Stack>
  );
}
