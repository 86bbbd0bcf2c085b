import { Chip, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import {
  FAQ_LOCALES,
  type FaqCategory,
  type FaqFacet,
  type FaqLocale,
} from '@portal/contracts/schemas/faq';
import { useTranslation } from 'react-i18next';

export const ALL = 'all';

/** Category chips with how many answers each holds for the current search. */
export function CategoryChips({
  categories,
  facets,
  value,
  onChange,
}: {
  categories: FaqCategory[];
  facets: FaqFacet[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const countOf = (id: number | null) => facets.find((f) => f.category === id)?.count ?? 0;
  const total = facets.reduce((sum, f) => sum + f.count, 0);
  const shown = categories.filter((c) => countOf(c.id) > 0 || String(c.id) === value);
  const uncategorised = countOf(null);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="faq-category-filter">
        {t('faq.category_filter')}
      </Text>
      <Chip.Group multiple={false} value={value} onChange={onChange}>
        <Group gap="xs" role="group" aria-labelledby="faq-category-filter">
          <Chip value={ALL} variant="light">
            {`${t('faq.all_categories')} (${total})`}
          </Chip>
          {shown.map((category) => (
            <Chip key={category.id} value={String(category.id)} variant="light">
              {`${category.name} (${countOf(category.id)})`}
            </Chip>
          ))}
          {(uncategorised > 0 || value === 'none') && (
            <Chip value="none" variant="light">
              {`${t('faq.uncategorised')} (${uncategorised})`}
            </Chip>
          )}
        </Group>
      </Chip.Group>
    </Stack>
  );
}

export function AppFilter({
  apps,
  value,
  onChange,
}: {
  apps: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('faq.app_filter')}
      value={value}
      allowDeselect={false}
      onChange={(next) => onChange(next ?? ALL)}
      data={[
        { value: ALL, label: t('faq.all_apps') },
        { value: 'general', label: t('faq.general') },
        ...apps,
      ]}
      w={220}
    />
  );
}

/** In-house staff read and write both languages. */
export function LocaleFilter({
  value,
  onChange,
}: {
  value: FaqLocale;
  onChange: (value: FaqLocale) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="faq-locale-filter">
        {t('faq.language_filter')}
      </Text>
      <SegmentedControl
        aria-labelledby="faq-locale-filter"
        value={value}
        onChange={(next) => onChange(next as FaqLocale)}
        data={FAQ_LOCALES.map((locale) => ({
          value: locale,
          label: t(`common.languages.${locale}`),
        }))}
      />
    </Stack>
  );
}
