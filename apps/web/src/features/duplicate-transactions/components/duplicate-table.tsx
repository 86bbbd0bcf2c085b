import { Button, Group, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  DUPLICATE_STATUSES,
  MATCH_CRITERIA,
  type DuplicatePage,
  type DuplicatePair,
} from '@portal/contracts/schemas/duplicate-transactions';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import { IconArrowsJoin } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismissDuplicate, useMergeDuplicates } from '../api/decide-duplicates';
import { getDuplicates, useDuplicates, type DuplicateFilters } from '../api/get-duplicates';
import { duplicateFormat } from '../utils/format';
import { MergeModal } from './merge-modal';
import { PairStatus } from './pair-status';
import { VoucherSide } from './voucher-side';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import type { ListQuery } from '@/components/data-table/use-list-query';
import { notifySuccess } from '@/lib/toast';

function Counts({ counts }: { counts: DuplicatePage['counts'] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 3 }}
      maw={560}
      role="group"
      aria-label={t('detection.duplicates.counts')}
    >
      {DUPLICATE_STATUSES.map((s) => (
        <Paper key={s} withBorder p="xs" data-testid={`duplicate-count-${s}`}>
          <Text size="xs" c="dimmed">
            {t(`detection.duplicates.statuses.${s}`)}
          </Text>
          <Text fw={700}>{counts[s] ?? 0}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The pairs side by side: select and merge (asked first), dismiss one, filter, sort, export. */
export function DuplicateTable({
  company,
  list,
}: {
  company: LedgerCompany;
  list: ListQuery<DuplicateFilters>;
}) {
  const { t, i18n } = useTranslation();
  const format = duplicateFormat(i18n.language);
  const query = useDuplicates(company.id, list.params);
  const merge = useMergeDuplicates(company.id);
  const dismiss = useDismissDuplicate(company.id);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<DuplicatePair[] | null>(null);
  // pairs chosen on earlier pages stay known for the confirmation
  const seen = useRef(new Map<string, DuplicatePair>());
  useEffect(() => {
    for (const p of query.data?.results ?? []) seen.current.set(String(p.id), p);
  }, [query.data]);
  const name = (v: DuplicatePair['kept']) =>
    t('detection.voucher', { series: v.series, number: v.number });
  const chosen = selected
    .map((id) => seen.current.get(id))
    .filter((p): p is DuplicatePair => p?.status === 'flagged');

  const columns: DataTableColumn<DuplicatePair>[] = [
    {
      key: 'pair',
      header: `${t('detection.duplicates.kept')} / ${t('detection.duplicates.duplicate')}`,
      sortKey: 'date',
      cell: (p) => (
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <VoucherSide company={company.id} voucher={p.kept} role="kept" format={format} />
          <VoucherSide
            company={company.id}
            voucher={p.duplicate}
            role="duplicate"
            format={format}
          />
        </Group>
      ),
    },
    {
      key: 'score',
      header: t('detection.duplicates.score'),
      sortKey: 'score',
      align: 'right',
      cell: (p) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm" fw={600}>
            {p.score} %
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {p.days_apart === 0
              ? t('detection.duplicates.same_day')
              : t('detection.duplicates.days_apart', { count: p.days_apart })}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`detection.duplicates.criteria_options.${p.criteria}`)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('detection.duplicates.status'),
      cell: (p) => <PairStatus pair={p} company={company} format={format} />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>,
      cell: (p) =>
        p.status === 'flagged' && (
          <Button
            size="xs"
            variant="default"
            aria-label={t('detection.duplicates.dismiss_label', {
              kept: name(p.kept),
              duplicate: name(p.duplicate),
            })}
            loading={dismiss.isPending && dismiss.variables === p.id}
            onClick={() =>
              dismiss.mutate(p.id, {
                onSuccess: () => notifySuccess(t('detection.duplicates.dismissed')),
              })
            }
          >
            {t('detection.duplicates.dismiss')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(p) => String(p.id)}
        emptyText={
          list.filters.status
            ? t('detection.duplicates.empty_filtered')
            : t('detection.duplicates.empty')
        }
        rowProps={(p) => ({ 'data-testid': 'duplicate-row', 'data-status': p.status })}
        selection={{
          selected,
          onChange: setSelected,
          selectAllLabel: t('detection.duplicates.select_all'),
          rowLabel: (p) =>
            t('detection.duplicates.select_pair', {
              kept: name(p.kept),
              duplicate: name(p.duplicate),
            }),
        }}
        aboveTable={query.data && <Counts counts={query.data.counts} />}
        toolbar={{
          filters: [
            {
              key: 'status',
              label: t('detection.duplicates.status'),
              width: 180,
              options: DUPLICATE_STATUSES.map((s) => ({
                value: s,
                label: t(`detection.duplicates.statuses.${s}`),
              })),
            },
            {
              key: 'criteria',
              label: t('detection.duplicates.found_by'),
              width: 160,
              options: MATCH_CRITERIA.map((c) => ({
                value: c,
                label: t(`detection.duplicates.criteria_options.${c}`),
              })),
            },
          ],
        }}
        toolbarEnd={
          <>
            <Button
              color="red"
              leftSection={<IconArrowsJoin size={16} aria-hidden />}
              disabled={chosen.length === 0}
              onClick={() => setConfirming(chosen)}
            >
              {t('detection.duplicates.merge', { count: chosen.length })}
            </Button>
            <ExportButton<DuplicatePair>
              fileName={t('detection.duplicates.file')}
              fetchPage={(offset, limit) => getDuplicates(company.id, list.params, offset, limit)}
              headers={() => [
                t('detection.duplicates.export.kept'),
                t('detection.duplicates.export.kept_date'),
                t('detection.duplicates.export.kept_text'),
                t('detection.duplicates.export.duplicate'),
                t('detection.duplicates.export.duplicate_date'),
                t('detection.duplicates.export.duplicate_text'),
                t('detection.duplicates.export.amount'),
                t('detection.duplicates.score'),
                t('detection.duplicates.found_by'),
                t('detection.duplicates.status'),
                t('detection.duplicates.export.reversal'),
              ]}
              toCells={(p) => [
                name(p.kept),
                p.kept.date,
                p.kept.text,
                name(p.duplicate),
                p.duplicate.date,
                p.duplicate.text,
                Number(p.duplicate.amount),
                p.score,
                t(`detection.duplicates.criteria_options.${p.criteria}`),
                t(`detection.duplicates.statuses.${p.status}`),
                p.reversal
                  ? (p.reversal.reference ?? `${p.reversal.series} ${p.reversal.number}`)
                  : '',
              ]}
            />
          </>
        }
        minWidth={980}
      />
      <MergeModal
        company={company}
        pairs={confirming}
        loading={merge.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          merge.mutate(
            confirming!.map((p) => p.id),
            {
              onSuccess: (result) => {
                notifySuccess(t('detection.duplicates.merged', { count: result.results.length }));
                setSelected([]);
              },
              onSettled: () => setConfirming(null),
            },
          )
        }
      />
    </>
  );
}
