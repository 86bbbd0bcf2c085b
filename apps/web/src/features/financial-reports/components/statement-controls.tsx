import { Group, SegmentedControl, Select, Switch, TextInput } from '@mantine/core';
import {
  CASH_FLOW_METHODS,
  STATEMENT_KINDS,
  type Statement,
} from '@portal/contracts/schemas/financial-reports';
import { useTranslation } from 'react-i18next';
import type { StatementChoice } from '../hooks/use-statement-params';
import type { StatementFormat } from '../utils/format';

type Update = (changes: Partial<Record<keyof StatementChoice, string | null>>) => void;

/** Which statement, by which method, for which period, compared or not. */
export function StatementControls({
  choice,
  update,
  statement,
  format,
}: {
  choice: StatementChoice;
  update: Update;
  /** the last statement shown: its period fills the inputs, its years the year picker */
  statement: Statement | undefined;
  format: StatementFormat;
}) {
  const { t } = useTranslation();
  const from = choice.from ?? statement?.period.from ?? '';
  const to = choice.to ?? statement?.period.to ?? '';
  const years = [...(statement?.years ?? [])].reverse();
  const chosenYear = years.find((y) => y.start === from && y.end === to);
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SegmentedControl
        aria-label={t('financials.reports.kind')}
        value={choice.kind}
        onChange={(kind) => update({ kind })}
        data={STATEMENT_KINDS.map((kind) => ({
          value: kind,
          label: t(`financials.reports.kinds.${kind}`),
        }))}
        data-testid="statement-kind"
      />
      {choice.kind === 'cash_flow' && (
        <SegmentedControl
          aria-label={t('financials.reports.method')}
          value={choice.method}
          onChange={(method) => update({ method })}
          data={CASH_FLOW_METHODS.map((method) => ({
            value: method,
            label: t(`financials.reports.methods.${method}`),
          }))}
          data-testid="statement-method"
        />
      )}
      <Select
        label={t('financials.reports.year')}
        placeholder={t('financials.reports.own_period')}
        data={years.map((y) => ({
          value: y.start,
          label: format.period({ from: y.start, to: y.end }),
        }))}
        value={chosenYear?.start ?? null}
        onChange={(start) => {
          const year = years.find((y) => y.start === start);
          if (year) update({ from: year.start, to: year.end });
        }}
        allowDeselect={false}
        w={260}
      />
      <TextInput
        type="date"
        label={t('financials.reports.from')}
        value={from}
        max={to || undefined}
        onChange={(event) => update({ from: event.currentTarget.value || null })}
        w={170}
      />
      <TextInput
        type="date"
        label={t('financials.reports.to')}
        value={to}
        min={from || undefined}
        onChange={(event) => update({ to: event.currentTarget.value || null })}
        w={170}
      />
      <Switch
        label={t('financials.reports.compare')}
        checked={choice.compare}
        onChange={(event) => update({ compare: event.currentTarget.checked ? null : 'false' })}
        mb={8}
      />
    </Group>
  );
}
