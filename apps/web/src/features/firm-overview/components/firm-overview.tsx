import { Button, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FirmOverview as Overview } from '@portal/contracts/schemas/firm-overview';
import { useTranslation } from 'react-i18next';
import { useFirmOverview } from '../api/get-firm-overview';
import { useOpens } from '../hooks/use-opens';
import { useOverviewFormat } from '../hooks/use-overview-format';
import { FigureLink } from './figure-link';
import { HealthBandChart } from './health-band-chart';

/** /overview: the firm at a glance; a failure offers Try again (SPEC §8). */
export function FirmOverview() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useFirmOverview();
  if (isError && !data)
    return (
      <Group role="alert">
        <Text c="red">{t('firm.overview.load_failed')}</Text>
        <Button variant="default" size="xs" onClick={() => void refetch()}>
          {t('common.try_again')}
        </Button>
      </Group>
    );
  if (isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  return <OverviewFigures view={data} />;
}

export function OverviewFigures({ view }: { view: Overview }) {
  const { t } = useTranslation();
  const f = useOverviewFormat();
  const opens = useOpens();
  const link = (name: string, path: string) => (opens(name) ? path : undefined);
  const month = f.month(view.month);
  const k = view.kickbacks;
  const year = { year: k.year };

  return (
    <Stack gap="lg" data-testid="firm-overview">
      <Text c="dimmed" maw={760}>
        {t('firm.overview.intro')}
      </Text>
      <SimpleGrid type="container" cols={{ base: 1, '560px': 2, '900px': 3 }}>
        <FigureLink
          testId="overview-clients"
          label={t('firm.overview.clients')}
          value={f.count(view.clients.total)}
          detail={t('firm.overview.clients_problems', { count: view.clients.with_problems })}
          to={link('client-portfolio', '/client-portfolio')}
          linkText={t('firm.overview.open_portfolio')}
        />
        <FigureLink
          testId="overview-subscriptions"
          label={t('firm.overview.subscriptions')}
          value={f.count(view.subscriptions.total)}
          detail={t('firm.overview.subscriptions_errors', { count: view.subscriptions.error })}
          to={link('subscription-status', '/subscription-status')}
          linkText={t('firm.overview.open_status')}
        />
        <FigureLink
          testId="overview-tasks"
          label={t('firm.overview.open_tasks')}
          value={f.count(view.tasks.open)}
          detail={t('firm.overview.overdue', { count: view.tasks.overdue })}
          to={link('projects', '/projects')}
          linkText={t('firm.overview.open_projects')}
        />
        <FigureLink
          testId="overview-hours"
          label={t('firm.overview.hours_month', { month })}
          value={t('firm.hours', { hours: f.hours(view.time.minutes) })}
          detail={t('firm.overview.billable', { hours: f.hours(view.time.billable_minutes) })}
          to={link('time-tracking', '/time-tracking')}
          linkText={t('firm.overview.open_time')}
        />
        <FigureLink
          testId="overview-billable"
          label={t('firm.overview.billable_value', { month })}
          value={f.kr(view.time.billable_value)}
          to={link('time-tracking', '/time-tracking')}
          linkText={t('firm.overview.open_time')}
        />
        <FigureLink
          testId="overview-kickbacks"
          label={
            k.affiliate_type === 'discount'
              ? t('firm.overview.discounts_earned', year)
              : t('firm.overview.kickbacks_earned', year)
          }
          value={f.kr(k.earned)}
          detail={
            k.affiliate_type === 'kickback'
              ? `${t('firm.overview.kickbacks_pending', { amount: f.kr(k.pending) })} · ${t('firm.overview.kickbacks_paid', { amount: f.kr(k.paid) })}`
              : undefined
          }
          to={link('kickback-payouts', '/kickback-payouts')}
          linkText={t('firm.overview.open_kickbacks')}
        />
      </SimpleGrid>
      <HealthBandChart counts={view.subscriptions} />
    </Stack>
  );
}
