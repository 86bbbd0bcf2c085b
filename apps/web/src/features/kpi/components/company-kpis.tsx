import { Alert, Stack, Text } from '@mantine/core';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCompanyKpis } from '../api/get-company-kpis';
import { kpiFormat } from '../utils/kpi-format';
import { KpiFigures } from './kpi-figures';
import { KpiTrend } from './kpi-trend';
import { LedgerTool } from '@/components/ledger-company-picker';
import { ListState } from '@/components/list-state';
import { describeError } from '@/lib/describe-error';

const MONTHS = [6, 12, 24];

function Figures({ company }: { company: LedgerCompany }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('months'));
  const months = MONTHS.includes(asked) ? asked : 12;
  const query = useCompanyKpis(company.id, months);
  const format = kpiFormat(i18n.language, t('financials.kpi.not_burning'));
  const problem = query.isError ? describeError(query.error) : null;
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const data = query.data;
  return (
    <ListState loading={query.isPending} empty={false} emptyText="">
      {problem && (
        <Alert color="yellow" role="alert">
          {problem.kind === 'text' ? problem.text : t('errors.generic')}
        </Alert>
      )}
      {data && (
        <Stack gap="md" style={{ opacity: query.isFetching ? 0.6 : 1 }}>
          <Text size="sm" c="dimmed">
            {t('financials.kpi.period', {
              from: day.format(new Date(`${data.period.from}T12:00:00Z`)),
              to: day.format(new Date(`${data.period.to}T12:00:00Z`)),
              sales: format.kr(data.kpis.net_sales),
            })}
          </Text>
          <KpiFigures kpis={data.kpis} format={format} />
          <KpiTrend
            data={data}
            months={months}
            onMonths={(m) =>
              setParams(
                (old) => {
                  const next = new URLSearchParams(old);
                  next.set('months', String(m));
                  return next;
                },
                { replace: true },
              )
            }
            format={format}
          />
        </Stack>
      )}
    </ListState>
  );
}

/** One client's KPIs, the client chosen in the picker. */
export function CompanyKpis() {
  return <LedgerTool>{(company) => <Figures key={company.id} company={company} />}</LedgerTool>;
}
