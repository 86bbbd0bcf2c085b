import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CompanyDashboard } from '@portal/contracts/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTimeFormatter, intlLocale } from '../utils/format';
import { FigureCard } from './figure-card';
import { RoiCalculator } from './roi-calculator';
import { SubscriptionTable } from './subscription-table';
import { VolumeChart } from './volume-chart';

/** An owner's or colleague's dashboard: the company's subscriptions, their volume and the ROI. */
export function CompanySection({ view }: { view: CompanyDashboard }) {
  const { t, i18n } = useTranslation();
  const key = (name: string) => `dashboard.company.${name}`;
  if (!view.company) return <Text c="dimmed">{t(key('no_company'))}</Text>;

  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const problems = view.subscriptions.reduce((sum, s) => sum + s.open_problems, 0);
  const synced = view.volume.reduce((sum, point) => sum + point.success, 0);
  const lastSync = view.subscriptions
    .map((s) => s.last_processed_date)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);

  return (
    <Stack gap="lg" data-testid="company-dashboard">
      <SimpleGrid type="container" cols={{ base: 1, '480px': 2, '900px': 4 }}>
        <FigureCard label={t(key('subscriptions'))} value={view.subscriptions.length} />
        <FigureCard label={t(key('open_problems'))} value={number.format(problems)} />
        <FigureCard
          label={t(key('last_sync'))}
          value={lastSync ? dateTimeFormatter(i18n.language)(lastSync) : t('dashboard.never')}
        />
        <FigureCard label={t(key('synced_in_range'))} value={number.format(synced)} />
      </SimpleGrid>
      <VolumeChart title={t(key('volume_title'))} range={view.range} volume={view.volume} />
      <Paper withBorder p="md" component="section" aria-labelledby="company-subscriptions">
        <Title order={3} size="h4" id="company-subscriptions" mb="xs">
          {t(key('title'))}
        </Title>
        {view.subscriptions.length === 0 ? (
          <Text c="dimmed">
            {t(key('empty'))}{' '}
            <Anchor component={Link} to="/add-apps" underline="always">
              {t(key('to_add_apps'))}
            </Anchor>
          </Text>
        ) : (
          <SubscriptionTable subscriptions={view.subscriptions} />
        )}
      </Paper>
      <RoiCalculator inputs={view.roi} />
    </Stack>
  );
}
