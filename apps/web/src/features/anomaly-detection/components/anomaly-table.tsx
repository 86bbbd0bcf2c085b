import {
  Badge,
  Button,
  Paper,
  SimpleGrid,
  Switch,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  ANOMALY_KINDS,
  type Anomaly,
  type AnomalyPage,
} from '@portal/contracts/schemas/anomaly-detection';
import { useTranslation } from 'react-i18next';
import { useDismissAnomaly, useRestoreAnomaly } from '../api/dismiss-anomaly';
import {
  getAnomalies,
  useAnomalies,
  type AnomalyChoice,
  type AnomalyFilters,
} from '../api/get-anomalies';
import { anomalyFormat, reasonText } from '../utils/format';
import { VoucherLinks } from './voucher-links';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import type { ListQuery } from '@/components/data-table/use-list-query';
import { notifySuccess } from '@/lib/toast';

const KIND_COLORS = {
  unusual_amount: 'orange',
  unusual_day: 'yellow',
  fee_share: 'grape',
  missing_payout: 'red',
  vat_rate: 'cyan',
} as const;

function Counts({ counts }: { counts: AnomalyPage['counts'] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 5 }}
      role="group"
      aria-label={t('detection.anomalies.counts')}
      maw={960}
    >
      {ANOMALY_KINDS.map((kind) => (
        <Paper key={kind} withBorder p="xs" data-testid={`anomaly-count-${kind}`}>
          <Text size="xs" c="dimmed">
            {t(`detection.anomalies.kinds.${kind}`)}
          </Text>
          <Text fw={700}>{counts[kind] ?? 0}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The period's anomalies: kind filter, sort by strength or date, export, "expected". */
export function AnomalyTable({
  choice,
  list,
  dismissed,
  onDismissed,
}: {
  choice: AnomalyChoice;
  list: ListQuery<AnomalyFilters>;
  dismissed: boolean;
  onDismissed: (value: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const format = anomalyFormat(i18n.language);
  const input = { ...list.params, dismissed };
  const query = useAnomalies(choice, input);
  const dismiss = useDismissAnomaly(choice.company);
  const restore = useRestoreAnomaly(choice.company);
  const kindOf = (a: Anomaly) => t(`detection.anomalies.kinds.${a.kind}`);
  const accountOf = (a: Anomaly) =>
    a.account === null ? '' : `${a.account} ${a.account_name ?? ''}`.trim();

  const columns: DataTableColumn<Anomaly>[] = [
    {
      key: 'date',
      header: t('detection.anomalies.date'),
      sortKey: 'date',
      nowrap: true,
      cell: (a) => format.day(a.date),
    },
    {
      key: 'kind',
      header: t('detection.anomalies.kind'),
      minWidth: 170,
      cell: (a) => (
        <Badge variant="light" color={KIND_COLORS[a.kind]} style={{ whiteSpace: 'nowrap' }}>
          {kindOf(a)}
        </Badge>
      ),
    },
    { key: 'account', header: t('detection.anomalies.account'), cell: accountOf, maxWidth: 220 },
    {
      key: 'amount',
      header: t('detection.anomalies.amount'),
      align: 'right',
      nowrap: true,
      cell: (a) => (a.amount === null ? '–' : format.kr(a.amount)),
    },
    {
      key: 'reason',
      header: t('detection.anomalies.reason'),
      minWidth: 280,
      cell: (a) => (
        <Text size="sm" data-testid="anomaly-reason">
          {reasonText(t, format, a.reason)}
        </Text>
      ),
    },
    {
      key: 'score',
      header: (
        <Tooltip label={t('detection.anomalies.score_hint')}>
          <span>{t('detection.anomalies.score')}</span>
        </Tooltip>
      ),
      sortKey: 'score',
      align: 'right',
      cell: (a) => format.score(a.score),
    },
    {
      key: 'vouchers',
      header: t('detection.anomalies.vouchers'),
      cell: (a) => <VoucherLinks company={choice.company} vouchers={a.vouchers} />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>,
      cell: (a) => {
        const what = { kind: kindOf(a), date: format.day(a.date) };
        return a.dismissed ? (
          <Button
            size="xs"
            variant="default"
            aria-label={t('detection.anomalies.restore_label', what)}
            loading={restore.isPending && restore.variables === a.key}
            onClick={() =>
              restore.mutate(a.key, {
                onSuccess: () => notifySuccess(t('detection.anomalies.restored')),
              })
            }
          >
            {t('detection.anomalies.restore')}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="default"
            aria-label={t('detection.anomalies.dismiss_label', what)}
            loading={dismiss.isPending && dismiss.variables === a.key}
            onClick={() =>
              dismiss.mutate(a.key, {
                onSuccess: () => notifySuccess(t('detection.anomalies.dismissed')),
              })
            }
          >
            {t('detection.anomalies.dismiss')}
          </Button>
        );
      },
    },
  ];

  return (
    <DataTable
      columns={columns}
      query={query}
      list={list}
      getRowId={(a) => a.key}
      emptyText={
        dismissed ? t('detection.anomalies.empty_dismissed') : t('detection.anomalies.empty')
      }
      rowProps={() => ({ 'data-testid': 'anomaly-row' })}
      aboveTable={query.data && <Counts counts={query.data.counts} />}
      toolbar={{
        filters: [
          {
            key: 'kind',
            label: t('detection.anomalies.kind'),
            options: ANOMALY_KINDS.map((k) => ({
              value: k,
              label: t(`detection.anomalies.kinds.${k}`),
            })),
          },
        ],
        children: (
          <Switch
            label={t('detection.anomalies.show_dismissed')}
            checked={dismissed}
            onChange={(event) => onDismissed(event.currentTarget.checked)}
            mb={8}
          />
        ),
      }}
      toolbarEnd={
        <ExportButton<Anomaly>
          fileName={t('detection.anomalies.file')}
          fetchPage={(offset, limit) => getAnomalies(choice, input, offset, limit)}
          headers={() => [
            t('detection.anomalies.date'),
            t('detection.anomalies.kind'),
            t('detection.anomalies.account'),
            t('detection.anomalies.amount'),
            t('detection.anomalies.reason'),
            t('detection.anomalies.score'),
            t('detection.anomalies.vouchers'),
          ]}
          toCells={(a) => [
            a.date,
            kindOf(a),
            accountOf(a),
            a.amount === null ? '' : Number(a.amount),
            reasonText(t, format, a.reason),
            a.score,
            a.vouchers.map((v) => `${v.series} ${v.number}`).join(', '),
          ]}
        />
      }
      minWidth={1100}
    />
  );
}
