import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BillingPlan } from '@portal/contracts/schemas/billing';
import { useTranslation } from 'react-i18next';
import { dayFormatter, sekFormatter } from '../utils/money';
import { BillingSection } from './billing-section';
import { CycleControl } from './cycle-control';

const STATUS_COLORS: Record<string, string> = {
  Active: 'green',
  Paused: 'yellow',
  Error: 'red',
  Pending: 'gray',
};

/** The company's subscriptions: what each costs per interval, when it is billed, its cycle. */
export function PlanSection({ plan }: { plan: BillingPlan }) {
  const { t, i18n } = useTranslation();
  const sek = sekFormatter(i18n.language);
  const day = dayFormatter(i18n.language);
  const hint = plan.next_invoice_date
    ? t('billing.plan.total_next', { date: day(plan.next_invoice_date) })
    : undefined;
  return (
    <BillingSection id="billing-plan-title" title={t('billing.plan.title')} hint={hint}>
      {plan.subscriptions.length === 0 ? (
        <Text c="dimmed">{t('billing.plan.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {plan.subscriptions.map((subscription) => {
            const name = `${subscription.application_name} – ${subscription.accounting_name}`;
            return (
              <Card
                key={subscription.id}
                withBorder
                padding="md"
                component="article"
                aria-label={name}
                data-testid="plan-subscription"
              >
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{name}</Text>
                    <Badge
                      variant="light"
                      c="bright"
                      color={STATUS_COLORS[subscription.status] ?? 'gray'}
                    >
                      {t(`subscriptions.statuses.${subscription.status}`)}
                    </Badge>
                  </Group>
                  <Group gap="xs" align="baseline">
                    <Text size="xl" fw={700} data-testid="plan-price">
                      {subscription.price ? sek(subscription.price) : t('billing.plan.no_price')}
                    </Text>
                    {subscription.price && (
                      <Text size="sm" c="dimmed">
                        {t(`billing.per_interval.${subscription.payment_interval}`)} ·{' '}
                        {t('billing.plan.price')}
                      </Text>
                    )}
                  </Group>
                  <Text size="sm">
                    {t('billing.plan.next_invoice')}:{' '}
                    {subscription.next_invoice_date
                      ? day(subscription.next_invoice_date)
                      : t('billing.plan.not_billed')}
                  </Text>
                  <CycleControl
                    subscription={subscription}
                    name={name}
                    canChange={plan.can_change_billing_cycle}
                  />
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </BillingSection>
  );
}
