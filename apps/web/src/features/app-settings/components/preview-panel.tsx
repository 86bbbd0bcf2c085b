import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePreviewRecent } from '../api/configuration';
import { VoucherTable } from './voucher-table';

/** How the shop's latest real order is booked with the saved accounts, before anything is. */
export function PreviewPanel({ id, names }: { id: number; names: Record<string, string> }) {
  const { t } = useTranslation();
  const preview = usePreviewRecent(id);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="preview-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="preview-title">
          {t('configuration.preview_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('configuration.preview_hint')}
        </Text>
        <Button
          variant="default"
          onClick={() => preview.mutate()}
          loading={preview.isPending}
          w="fit-content"
        >
          {t('configuration.preview')}
        </Button>
        {preview.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('configuration.preview_failed')}
          </Alert>
        )}
        {preview.data && !preview.data.found && (
          <Text size="sm">{t('configuration.preview_none')}</Text>
        )}
        {preview.data?.documents.map((document, index) => (
          <VoucherTable
            key={index}
            document={document}
            testId="preview-voucher"
            textHeader={t('configuration.name')}
            textOf={(row) => names[row.account] ?? row.description}
          />
        ))}
      </Stack>
    </Paper>
  );
}
