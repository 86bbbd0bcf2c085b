import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePreviewRecent } from '../api/configuration';

/** How the shop's latest real order is booked with the saved accounts, before anything is. */
export function PreviewPanel({ id, names }: { id: number; names: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const preview = usePreviewRecent(id);
  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2 });
  const amount = (value: string) => (Number(value) === 0 ? '' : money.format(Number(value)));
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
          <Table.ScrollContainer key={index} minWidth={520}>
            <Table data-testid="preview-voucher" withTableBorder>
              <Table.Caption>
                {document.date} · {document.description}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('configuration.account')}</Table.Th>
                  <Table.Th>{t('configuration.name')}</Table.Th>
                  <Table.Th ta="right">{t('configuration.debit')}</Table.Th>
                  <Table.Th ta="right">{t('configuration.credit')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {document.rows.map((row, rowIndex) => (
                  <Table.Tr key={rowIndex}>
                    <Table.Td>{row.account}</Table.Td>
                    <Table.Td>{names[row.account] ?? row.description}</Table.Td>
                    <Table.Td ta="right">{amount(row.debit)}</Table.Td>
                    <Table.Td ta="right">{amount(row.credit)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
      </Stack>
    </Paper>
  );
}
