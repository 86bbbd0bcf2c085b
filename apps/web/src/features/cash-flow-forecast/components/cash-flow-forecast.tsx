import { Alert, Stack } from '@mantine/core';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import { useTranslation } from 'react-i18next';
import { useCashFlowForecast } from '../api/get-cash-flow-forecast';
import { useForecastChoice } from '../hooks/use-forecast-choice';
import { forecastFormat } from '../utils/format';
import { BacktestTable } from './backtest-table';
import { ExpectedPayouts } from './expected-payouts';
import { ForecastChartSection } from './forecast-chart-section';
import { ForecastMethod } from './forecast-method';
import { ForecastOptions } from './forecast-options';
import { ForecastTable } from './forecast-table';
import { LedgerTool } from '@/components/ledger-company-picker';
import { ListState } from '@/components/list-state';

function CompanyForecast({ company }: { company: LedgerCompany }) {
  const { t, i18n } = useTranslation();
  const f = forecastFormat(i18n.language);
  const { choice, update } = useForecastChoice();
  const query = useCashFlowForecast(company.id, choice);
  const data = query.data;
  return (
    <Stack gap="md">
      <ForecastOptions choice={choice} update={update} />
      <ListState
        loading={query.isPending}
        failed={query.isError && !data}
        onRetry={() => void query.refetch()}
        empty={false}
        emptyText=""
      >
        {data && (
          <Stack
            gap="md"
            style={{ opacity: query.isFetching ? 0.6 : 1 }}
            aria-busy={query.isFetching}
          >
            {data.status !== 'ok' && (
              <Alert color="yellow" variant="light" role="status" data-testid="forecast-notice">
                {t(`planning.forecast.notice.${data.status}`, {
                  months: data.history_months,
                  needed: data.needed_months,
                  model: t(`planning.forecast.models.${data.options.model}`),
                })}
              </Alert>
            )}
            {data.stale && data.last_month && (
              <Alert color="blue" variant="light">
                {t('planning.forecast.stale', { month: f.longMonth(data.last_month) })}
              </Alert>
            )}
            {data.history.length > 0 && <ForecastChartSection data={data} f={f} />}
            {data.forecast.length > 0 && <ForecastTable data={data} f={f} />}
            {data.history_months > 0 && <BacktestTable data={data} f={f} />}
            {data.forecast.length > 0 && <ForecastMethod data={data} f={f} />}
            <ExpectedPayouts data={data} f={f} />
          </Stack>
        )}
      </ListState>
    </Stack>
  );
}

/** /cash-flow-forecast: the company's cash flow forecast with SPEC §9's options (issue 16). */
export function CashFlowForecastScreen() {
  const { t } = useTranslation();
  return (
    <LedgerTool intro={t('planning.forecast.intro')}>
      {(company) => <CompanyForecast key={company.id} company={company} />}
    </LedgerTool>
  );
}
