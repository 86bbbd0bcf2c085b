import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { Budget } from '@portal/contracts/schemas/budgets';
import { IconFileImport, IconHistory, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBudgetLines, useSaveBudgetLines } from '../api/budget-lines';
import { useGridState } from '../hooks/use-grid-state';
import { errorText } from '../utils/error-text';
import { budgetFormat, periodLabel, toAmount } from '../utils/format';
import { AddAccountSelect } from './add-account-select';
import { BudgetImportModal } from './budget-import-modal';
import { FromActualsModal } from './from-actuals-modal';
import { GridExport } from './grid-export';
import { ListState } from '@/components/list-state';
import { notifySuccess } from '@/lib/toast';

/** The budget's figures: accounts as rows, periods as columns, typed in kronor. */
export function BudgetGrid({ budget }: { budget: Budget }) {
  const { t, i18n } = useTranslation();
  const f = budgetFormat(i18n.language);
  const decimal = i18n.language.startsWith('sv') ? ',' : '.';
  const saved = useBudgetLines(budget.company, budget.id);
  const save = useSaveBudgetLines(budget.company, budget.id);
  const grid = useGridState(saved.data, decimal);
  const [problem, setProblem] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'import' | 'actuals' | null>(null);
  const labels = Array.from({ length: grid.periods }, (_, i) =>
    periodLabel(t, i18n.language, budget.type, i + 1, budget.start),
  );

  const onSave = () => {
    setProblem(null);
    save.mutate(grid.input(), {
      onSuccess: () => notifySuccess(t('planning.grid.saved')),
      onError: (error) => setProblem(errorText(error)),
    });
  };
  const total = (cells: string[]) =>
    cells.reduce((s, c) => s + Number(toAmount(c) ?? 0), 0).toFixed(2);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <AddAccountSelect
          company={budget.company}
          taken={grid.rows.map((r) => r.account)}
          onAdd={grid.addRow}
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden />}
            onClick={() => setDialog('import')}
          >
            {t('planning.grid.import')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconHistory size={16} aria-hidden />}
            onClick={() => setDialog('actuals')}
          >
            {t('planning.grid.from_actuals')}
          </Button>
          <GridExport budget={budget} rows={grid.rows} labels={labels} />
        </Group>
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert" data-testid="grid-error">
          {problem}
        </Alert>
      )}
      <ListState
        loading={saved.isPending}
        failed={saved.isError}
        onRetry={() => void saved.refetch()}
        empty={grid.rows.length === 0}
        emptyText={t('planning.grid.empty')}
      >
        <Table.ScrollContainer minWidth={grid.periods > 4 ? 1500 : 700}>
          <Table verticalSpacing={4} horizontalSpacing="xs" data-testid="budget-grid">
            <Table.Thead>
              <Table.Tr>
                <Table.Th miw={200}>{t('planning.grid.account')}</Table.Th>
                {labels.map((label) => (
                  <Table.Th key={label} ta="right">
                    {label}
                  </Table.Th>
                ))}
                <Table.Th ta="right">{t('planning.grid.total')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {grid.rows.map((row) => (
                <Table.Tr key={row.account} data-testid="grid-row">
                  <Table.Th scope="row" fw={500}>
                    {row.account} {row.name}
                  </Table.Th>
                  {row.cells.map((cell, i) => (
                    <Table.Td key={i}>
                      <TextInput
                        size="xs"
                        value={cell}
                        inputMode="decimal"
                        aria-label={t('planning.grid.cell', {
                          account: `${row.account} ${row.name}`.trim(),
                          period: labels[i],
                        })}
                        error={grid.invalid.has(`${row.account}:${i}`)}
                        onChange={(event) =>
                          grid.setCell(row.account, i, event.currentTarget.value)
                        }
                        styles={{ input: { textAlign: 'right', minWidth: 84 } }}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {f.kr(total(row.cells))}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('planning.grid.remove_row', { account: row.account })}
                      onClick={() => grid.removeRow(row.account)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      <Group justify="flex-end">
        {grid.dirty && (
          <Badge variant="light" color="yellow">
            {t('planning.grid.unsaved')}
          </Badge>
        )}
        {grid.invalid.size > 0 && (
          <Text size="sm" c="red" role="alert">
            {t('planning.grid.invalid')}
          </Text>
        )}
        <Button
          onClick={onSave}
          loading={save.isPending}
          disabled={!grid.dirty || grid.invalid.size > 0}
        >
          {t('planning.grid.save')}
        </Button>
      </Group>
      <BudgetImportModal
        budget={budget}
        opened={dialog === 'import'}
        onClose={() => setDialog(null)}
      />
      <FromActualsModal
        budget={budget}
        opened={dialog === 'actuals'}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
