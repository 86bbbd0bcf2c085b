import { Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FAQ_SEARCH_MAX, type FaqEntry, type FaqLocale } from '@portal/contracts/schemas/faq';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import { IconMessageQuestion, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFaq } from '../api/get-faq';
import { useFaqApps } from '../api/get-faq-apps';
import { useFaqCategories } from '../api/get-faq-categories';
import { AskQuestionModal } from './ask-question-modal';
import { DeleteFaqItemModal } from './delete-faq-item-modal';
import { FaqAccordion } from './faq-accordion';
import { ALL, AppFilter, CategoryChips, LocaleFilter } from './faq-filters';
import { FaqItemFormModal } from './faq-item-form-modal';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';

/**
 * The FAQ: a forgiving search, category chips with counts, an app filter and the answers.
 * Owners may send a question in; in-house staff also write, hide and delete items.
 */
export function FaqBrowser({
  staff,
  canAsk,
  question,
  onShowAll,
}: {
  staff: boolean;
  canAsk: boolean;
  /** one item only (a notice links to it) */
  question?: number;
  onShowAll: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [category, setCategory] = useState(ALL);
  const [app, setApp] = useState(ALL);
  const [locale, setLocale] = useState<FaqLocale>(i18n.language === 'en' ? 'en' : 'sv');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<FaqEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FaqEntry | null>(null);
  const [asking, setAsking] = useState(false);
  const categories = useFaqCategories();
  const apps = useFaqApps();
  const appNames = useMemo(
    () => new Map((apps.data ?? []).map((a) => [a.value, a.label])),
    [apps.data],
  );
  const list = useFaq({
    limit: DEFAULT_LIMIT,
    offset: (page - 1) * DEFAULT_LIMIT,
    ...(q ? { q } : {}),
    ...(category !== ALL ? { category: category === 'none' ? 'none' : Number(category) } : {}),
    ...(app !== ALL ? { app } : {}),
    ...(staff ? { locale } : {}),
    ...(question !== undefined ? { question } : {}),
  });
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const data = list.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <SearchInput
          label={t('faq.search_label')}
          placeholder={t('faq.search_placeholder')}
          value={search}
          onChange={reset(setSearch)}
          maxLength={FAQ_SEARCH_MAX}
          w={360}
        />
        <Group gap="sm" align="flex-end">
          <AppFilter apps={apps.data ?? []} value={app} onChange={reset(setApp)} />
          {staff && <LocaleFilter value={locale} onChange={reset(setLocale)} />}
          {staff && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing('new')}
            >
              {t('faq.actions.create')}
            </Button>
          )}
          {canAsk && (
            <Button
              variant="light"
              leftSection={<IconMessageQuestion size={16} aria-hidden />}
              onClick={() => setAsking(true)}
            >
              {t('faq.actions.ask')}
            </Button>
          )}
        </Group>
      </Group>
      {question !== undefined && (
        <Button variant="subtle" onClick={onShowAll} style={{ alignSelf: 'flex-start' }}>
          {t('faq.show_all')}
        </Button>
      )}
      <CategoryChips
        categories={categories.data ?? []}
        facets={data?.facets ?? []}
        value={category}
        onChange={reset(setCategory)}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {data ? t('faq.results', { count: data.count }) : ''}
      </Text>
      <ListState
        loading={list.isPending}
        failed={list.isError && !data}
        onRetry={() => void list.refetch()}
        empty={(data?.results.length ?? 0) === 0}
        emptyText={q ? t('faq.no_match', { q }) : t('faq.empty')}
      >
        <FaqAccordion
          key={question ?? 'all'}
          items={data?.results ?? []}
          appNames={appNames}
          opened={question}
          staff={staff ? { onEdit: setEditing, onDelete: setDeleting } : null}
        />
        <ListPagination
          count={data?.count ?? 0}
          page={page}
          limit={DEFAULT_LIMIT}
          onChange={setPage}
        />
      </ListState>
      {canAsk && data && data.results.length === 0 && (
        <Group gap="sm">
          <Text size="sm">{t('faq.ask_us')}</Text>
          <Button size="xs" variant="light" onClick={() => setAsking(true)}>
            {t('faq.actions.ask')}
          </Button>
        </Group>
      )}
      {staff && (
        <FaqItemFormModal
          opened={editing !== null}
          item={editing === 'new' ? null : editing}
          locale={locale}
          onClose={() => setEditing(null)}
        />
      )}
      {staff && <DeleteFaqItemModal item={deleting} onClose={() => setDeleting(null)} />}
      {canAsk && <AskQuestionModal opened={asking} question={q} onClose={() => setAsking(false)} />}
    </Stack>
  );
}
