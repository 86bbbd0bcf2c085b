import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PartnerFigures } from '@portal/contracts/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { useOpens } from '../hooks/use-opens';
import { intlLocale } from '../utils/format';
import { FigureCard } from './figure-card';

/** A partner accountant's month: their own hours and what they are worth, and the firm's kickbacks. */
export function PartnerSection({ figures }: { figures: PartnerFigures }) {
  const { t, i18n } = useTranslation();
  const opens = useOpens();
  const locale = intlLocale(i18n.language);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'SEK' });
  const hours = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${figures.month}-01T00:00:00Z`),
  );
  const h = (minutes: number) => hours.format(minutes / 60);
  const kr = (amount: string) => money.format(Number(amount));
  const k = figures.kickbacks;
  const link = (name: string, path: string) => (opens(name) ? path : undefined);

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="partner-month"
      data-testid="partner-dashboard"
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="partner-month">
          {t('firm.partner.title')}
        </Title>
        <SimpleGrid type="container" cols={{ base: 1, '600px': 3 }}>
          <FigureCard
            label={t('firm.partner.hours', { month })}
            value={t('firm.hours', { hours: h(figures.time.minutes) })}
            to={link('time-tracking', '/time-tracking')}
            linkText={t('firm.partner.open_time')}
          >
            <Text size="sm" c="dimmed">
              {t('firm.partner.billable', { hours: h(figures.time.billable_minutes) })}
            </Text>
          </FigureCard>
          <FigureCard
            label={t('firm.partner.billable_value', { month })}
            value={kr(figures.time.billable_value)}
            to={link('client-portfolio', '/client-portfolio')}
            linkText={t('firm.partner.open_portfolio')}
          />
          <FigureCard
            label={
              k.affiliate_type === 'discount'
                ? t('firm.overview.discounts_earned', { year: k.year })
                : t('firm.overview.kickbacks_earned', { year: k.year })
            }
            value={kr(k.earned)}
            to={link('kickback-payouts', '/kickback-payouts')}
            linkText={t('firm.partner.open_kickbacks')}
          >
            {k.affiliate_type === 'kickback' && (
              <Text size="sm" c="dimmed">
                {t('firm.overview.kickbacks_pending', { amount: kr(k.pending) })} ·{' '}
                {t('firm.overview.kickbacks_paid', { amount: kr(k.paid) })}
              </Text>
            )}
          </FigureCard>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
