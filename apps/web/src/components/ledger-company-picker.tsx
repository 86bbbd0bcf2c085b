import { Alert, Anchor, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import type { Page } from '@portal/contracts/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { ListState } from './list-state';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

/*
 * The company whose ledger a financial tool shows (issue 16, ADR 036). It lives in the URL
 * (`?company=`), so a statement can be linked; without one, the company the person works in, else
 * the first they may see.
 */

export const LEDGER_COMPANIES_KEY = ['ledger', 'companies'] as const;

function useCompanies(search: string) {
  return useQuery({
    queryKey: [...LEDGER_COMPANIES_KEY, search],
    queryFn: () =>
      api.get<Page<LedgerCompany>>('ledger/companies/', { params: { search, limit: 50 } }),
    placeholderData: keepPreviousData,
  });
}

function useCompany(id: number | null) {
  return useQuery({
    queryKey: [...LEDGER_COMPANIES_KEY, 'one', id],
    queryFn: () => api.get<Page<LedgerCompany>>('ledger/companies/', { params: { id: id! } }),
    enabled: id !== null,
    select: (page) => page.results[0] ?? null,
    // a refresh running shows its progress wherever the company is picked
    refetchInterval: (query) => {
      const status = query.state.data?.results[0]?.ledger?.status;
      return status === 'running' || status === 'queued' ? 2000 : false;
    },
  });
}

export function useLedgerCompany() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('company')) || null;
  const working = useSessionStore((s) => s.company?.id ?? null);
  const first = useCompanies('');
  const list = first.data?.results ?? [];
  const fallback = list.find((c) => c.id === working) ?? list[0] ?? null;
  const companyId = asked ?? fallback?.id ?? null;
  const one = useCompany(companyId);

  const setCompany = (id: number | null) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (id === null) next.delete('company');
        else next.set('company', String(id));
        return next;
      },
      { replace: true },
    );
  // while the person is already on the way to another screen, the default must not pull them back
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!asked && fallback && !navigating) setCompany(fallback.id);
    // only when the default becomes known
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, fallback?.id, navigating]);

  return {
    companyId,
    company: one.data ?? null,
    loading: first.isLoading || (companyId !== null && one.isLoading),
    failed: first.isError,
    retry: () => void first.refetch(),
    none: first.isSuccess && list.length === 0,
    setCompany,
  };
}

/** A searchable select of the companies whose books the person may read. */
export function LedgerCompanyPicker({
  value,
  onChange,
}: {
  value: LedgerCompany | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const chosen = value ? `${value.name} (${value.company_id})` : null;
  // the box shows the chosen company's label: that is no search, every company is offered
  const { data } = useCompanies(debounced === chosen ? '' : debounced);
  const options = (data?.results ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.name} (${c.company_id})`,
  }));
  if (value && chosen && !options.some((o) => o.value === String(value.id))) {
    options.unshift({ value: String(value.id), label: chosen });
  }
  return (
    <Select
      label={t('ledger.picker.label')}
      placeholder={t('ledger.picker.placeholder')}
      searchable
      filter={({ options: all }) => all}
      data={options}
      value={value ? String(value.id) : null}
      onSearchChange={setSearch}
      onChange={(id) => id && onChange(Number(id))}
      allowDeselect={false}
      nothingFoundMessage={t('ledger.picker.none')}
      w={{ base: '100%', sm: 360 }}
      data-testid="ledger-company-picker"
    />
  );
}

/**
 * What a tool shows until its company's ledger is there: the picker's empty states, and a way to
 * read the books when they have never been read.
 */
export function LedgerGate({
  ledger,
  children,
}: {
  ledger: ReturnType<typeof useLedgerCompany>;
  children: (company: LedgerCompany) => ReactNode;
}) {
  const { t } = useTranslation();
  if (ledger.none) return <Text c="dimmed">{t('ledger.picker.none')}</Text>;
  if (!ledger.company)
    return ledger.loading ? null : <Text c="dimmed">{t('ledger.picker.choose')}</Text>;
  const { company } = ledger;
  if (!company.ledger?.refreshed_at) {
    return (
      <Alert color="blue" data-testid="ledger-not-read">
        <Stack gap="xs">
          <Text>{t('ledger.picker.not_read', { company: company.name })}</Text>
          <Anchor component={Link} to={`/ledger?company=${company.id}`}>
            {t('ledger.picker.open_ledger')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return <>{children(company)}</>;
}

/**
 * A financial tool's screen: its intro, the company picker, the picker's loading and failure with
 * Try again, and the tool itself once the chosen company's books are there. `onPick` replaces the
 * plain choice where a tool clears its own state with the company.
 */
export function LedgerTool({
  intro,
  onPick,
  children,
}: {
  intro?: string;
  onPick?: (id: number | null) => void;
  children: (company: LedgerCompany) => ReactNode;
}) {
  const ledger = useLedgerCompany();
  return (
    <Stack gap="md">
      {intro && (
        <Text size="sm" c="dimmed" maw={760}>
          {intro}
        </Text>
      )}
      <LedgerCompanyPicker value={ledger.company} onChange={onPick ?? ledger.setCompany} />
      <ListState
        loading={ledger.loading}
        failed={ledger.failed}
        onRetry={ledger.retry}
        empty={false}
        emptyText=""
      >
        <LedgerGate ledger={ledger}>{children}</LedgerGate>
      </ListState>
    </Stack>
  );
}
