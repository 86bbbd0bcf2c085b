import { Group, Select } from '@mantine/core';
import { roleLabelKey } from '@portal/contracts/roles';
import {
  GUIDE_AUDIENCE,
  GUIDE_LOCALES,
  type GuideAudience,
  type GuideLocale,
} from '@portal/contracts/schemas/guides';
import { useTranslation } from 'react-i18next';
import type { GuideApp } from '../api/get-guide-apps';
import type { GuideFilters as Filters } from '../api/get-guides';
import { AppLogo } from './app-logo';
import type { ListQuery } from '@/components/data-table/use-list-query';
import { SearchInput } from '@/components/search-input';

/** Search, the app (with its logo) and, for in-house staff, the audience and the language. */
export function GuideFilters({
  list,
  apps,
  staff,
}: {
  list: ListQuery<Filters>;
  apps: GuideApp[];
  staff: boolean;
}) {
  const { t } = useTranslation();
  const bySlug = new Map(apps.map((app) => [app.slug, app]));
  return (
    <Group align="flex-end" gap="sm">
      <SearchInput
        label={t('guides.search')}
        placeholder={t('guides.search_hint')}
        value={list.search}
        onChange={list.setSearch}
        w={280}
      />
      <Select
        label={t('guides.app_filter')}
        placeholder={t('guides.all_apps')}
        data={apps.map((app) => ({ value: app.slug, label: app.name }))}
        value={list.filters.app}
        onChange={(value) => list.setFilter('app', value)}
        clearable
        w={220}
        leftSection={<AppLogo app={bySlug.get(list.filters.app ?? '')} size={16} />}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <AppLogo app={bySlug.get(option.value)} size={16} />
            {option.label}
          </Group>
        )}
      />
      {staff && (
        <>
          <Select
            label={t('guides.role_filter')}
            placeholder={t('guides.all_roles')}
            data={GUIDE_AUDIENCE.map((role) => ({ value: role, label: t(roleLabelKey(role)) }))}
            value={list.filters.role}
            onChange={(value) => list.setFilter('role', value as GuideAudience | null)}
            clearable
            w={220}
          />
          <Select
            label={t('guides.locale_filter')}
            placeholder={t('guides.all_locales')}
            data={GUIDE_LOCALES.map((locale) => ({
              value: locale,
              label: t(`guides.languages.${locale}`),
            }))}
            value={list.filters.locale}
            onChange={(value) => list.setFilter('locale', value as GuideLocale | null)}
            clearable
            w={180}
          />
        </>
      )}
    </Group>
  );
}
