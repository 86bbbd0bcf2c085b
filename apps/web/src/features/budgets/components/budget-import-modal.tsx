import { Alert, Button, Code, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import type { Budget } from '@portal/contracts/schemas/budgets';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportBudget } from '../api/budget-lines';
import { errorText } from '../utils/error-text';
import { notifySuccess } from '@/lib/toast';

/** The example file's lines for a budget of `periods` periods. */
function example(periods: number, decimal: string) {
  const row = (first: string, cell: (i: number) => string) =>
    [first, ...Array.from({ length: periods }, (_, i) => cell(i))].join(';');
  return [
    row('konto', (i) => `p${i + 1}`),
    row('3010', () => '120000'),
    row('5010', () => `18000${decimal}50`),
  ].join('\n');
}

/** A CSV or XLSX file replaces the figures; a bad row names itself and nothing is imported. */
export function BudgetImportModal({
  budget,
  opened,
  onClose,
}: {
  budget: Budget;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const upload = useImportBudget(budget.company, budget.id);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) return;
    setFile(null);
    setProblem(null);
  }, [opened]);
  const decimal = i18n.language.startsWith('sv') ? ',' : '.';

  const submit = () => {
    if (!file) {
      setProblem(t('planning.errors.file_missing'));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (lines) => {
        notifySuccess(t('planning.import.done', { count: lines.lines.length }));
        onClose();
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('planning.import.title')}
    >
      <Stack gap="sm">
        <Text size="sm">{t('planning.import.format', { periods: budget.periods })}</Text>
        <Text size="sm" fw={500}>
          {t('planning.import.example')}
        </Text>
        <Code block>{example(budget.periods, decimal)}</Code>
        <Text size="sm" c="dimmed">
          {t('planning.import.replaces')}
        </Text>
        {problem && (
          <Alert color="red" variant="light" role="alert" data-testid="import-error">
            {problem}
          </Alert>
        )}
        <FileInput
          label={t('planning.import.file')}
          placeholder={t('planning.import.choose')}
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={setFile}
          clearable
          leftSection={<IconUpload size={16} aria-hidden />}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('planning.budgets.cancel')}
          </Button>
          <Button onClick={submit} loading={upload.isPending}>
            {t('planning.import.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
