import { Stack, Text } from '@mantine/core';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnomalies, type AnomalyFilters } from '../api/get-anomalies';
import { useAnomalyChoice } from '../hooks/use-anomaly-choice';
import { anomalyFormat } from '../utils/format';
import { AnomalyChartPanel } from './anomaly-chart-panel';
import { AnomalyOptions } from './anomaly-options';
import { AnomalyTable } from './anomaly-table';
import { useListQuery } from '@/components/data-table/use-list-query';
import { LedgerTool } from '@/components/ledger-company-picker';

function CompanyAnomalies({ company }: { company: LedgerCompany }) {
  const { t, i18n } = useTranslation();
  const format = anomalyFormat(i18n.language);
  const { choice: options, update } = useAnomalyChoice();
  const choice = { company: company.id, ...options };
  const list = useListQuery<AnomalyFilters>({ filters: { kind: null }, ordering: '-score' });
  const [dismissed, setDismissed] = useState(false);
  // the same first page the table shows: its period and its accounts for the chart
  const first = useAnomalies(choice, { ...list.params, dismissed });
  const page = first.data;
  return (
    <Stack gap="md">
      <AnomalyOptions choice={options} onChange={update} />
      {page && (
        <Text size="sm" c="dimmed" data-testid="anomaly-span">
          {page.start && page.end
            ? t('detection.anomalies.span', {
                start: format.day(page.start),
                end: format.day(page.end),
              })
            : t('detection.anomalies.no_vouchers')}
        </Text>
      )}
      {page && !dismissed && <AnomalyChartPanel choice={choice} accounts={page.accounts} />}
      <AnomalyTable choice={choice} list={list} dismissed={dismissed} onDismissed={setDismissed} />
    </Stack>
  );
}

/** /anomaly-detection: what is unusual in a company's ledger (issue 16). */
export function AnomalyDetection() {
  const { t } = useTranslation();
  return (
    <LedgerTool intro={t('detection.anomalies.intro')}>
      {(company) => <CompanyAnomalies key={company.id} company={company} />}
    </LedgerTool>
  );
}
