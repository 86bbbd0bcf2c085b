import { Paper, Stack, Text, Title } from '@mantine/core';
import type { CatalogItem } from '@portal/contracts/schemas/catalog';
import { useTranslation } from 'react-i18next';
import { sekFormatter, yearlySaving } from '../utils/prices';

/** What the chosen app costs per month and per year, and what history beyond the free week costs. */
export function PriceSummary({ app }: { app: CatalogItem }) {
  const { t, i18n } = useTranslation();
  const sek = sekFormatter(i18n.language);
  const { monthly, yearly } = app.prices;
  const saving = yearlySaving(app.prices);
  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="price-summary-title">
      <Stack gap={4}>
        <Title order={2} size="h5" id="price-summary-title">
          {t('catalog.summary_title')}
        </Title>
        {monthly && <Text>{t('catalog.summary_monthly', { price: sek(monthly) })}</Text>}
        {yearly && saving && (
          <Text>{t('catalog.summary_yearly', { price: sek(yearly), saving: sek(saving) })}</Text>
        )}
        {monthly && (
          <Text size="sm" c="dimmed">
            {t('catalog.summary_free_week', { price: sek(monthly) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
