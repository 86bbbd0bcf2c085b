import { Button, Group, MultiSelect, SegmentedControl, TextInput } from '@mantine/core';
import {
  CONSOLIDATED_KINDS,
  type ConsolidatedKind,
  type ConsolidatedReport,
} from '@portal/contracts/schemas/consolidated-reports';
import { useTranslation } from 'react-i18next';
import type { ConsolidatedParams } from '../api/get-consolidated-report';
import type { useConsolidatedParams } from '../hooks/use-consolidated-params';

type Update = ReturnType<typeof useConsolidatedParams>['update'];

/** Which statement, for which months, over which of the firm's clients. */
export function ConsolidatedControls({
  choice,
  update,
  period,
  clients,
}: {
  choice: ConsolidatedParams;
  update: Update;
  /** the last report's period fills the month inputs */
  period: ConsolidatedReport['period'] | undefined;
  clients: ConsolidatedReport['clients'];
}) {
  const { t } = useTranslation();
  const chosen = choice.companies ?? clients.map((c) => c.id);
  const from = choice.from ?? period?.from.slice(0, 7) ?? '';
  const to = choice.to ?? period?.to.slice(0, 7) ?? '';
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SegmentedControl
        aria-label={t('financials.consolidated.kind')}
        value={choice.kind}
        onChange={(kind) => update({ kind: kind as ConsolidatedKind })}
        data={CONSOLIDATED_KINDS.map((kind) => ({
          value: kind,
          label: t(`financials.reports.kinds.${kind}`),
        }))}
      />
      {choice.kind === 'income_statement' && (
        <TextInput
          type="month"
          label={t('financials.consolidated.from')}
          value={from}
          max={to || undefined}
          onChange={(event) => update({ from: event.currentTarget.value || null })}
          w={170}
        />
      )}
      <TextInput
        type="month"
        label={
          choice.kind === 'balance_sheet'
            ? t('financials.consolidated.at')
            : t('financials.consolidated.to')
        }
        value={to}
        min={choice.kind === 'income_statement' ? from || undefined : undefined}
        onChange={(event) => update({ to: event.currentTarget.value || null })}
        w={170}
      />
      <MultiSelect
        label={t('financials.consolidated.clients')}
        placeholder={chosen.length ? undefined : t('financials.consolidated.choose_clients')}
        data={clients.map((c) => ({ value: String(c.id), label: `${c.name} (${c.company_id})` }))}
        value={chosen.map(String)}
        onChange={(ids) => update({ companies: ids.map(Number) })}
        searchable
        hidePickedOptions
        maxDropdownHeight={320}
        w={{ base: '100%', md: 420 }}
        styles={{ pillsList: { maxHeight: 96, overflowY: 'auto' } }}
        data-testid="consolidated-clients"
      />
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => update({ companies: null })}>
          {t('financials.consolidated.all_clients')}
        </Button>
        <Button variant="default" size="xs" onClick={() => update({ companies: [] })}>
          {t('financials.consolidated.no_clients')}
        </Button>
      </Group>
    </Group>
  );
}
