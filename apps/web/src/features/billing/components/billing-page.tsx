import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BILLING_KEY, useBillingPlan } from '../api/get-billing-plan';
import { BillingDetailsForm } from './billing-details-form';
import { InvoicesTable } from './invoices-table';
import { PlanSection } from './plan-section';
import { CheckoutResult } from '@/components/checkout/components/checkout-result';
import { useCheckoutReturn } from '@/components/checkout/hooks/use-checkout-return';

/** /billing: the plan and its billing cycle, the invoices, and the billing details. */
export function BillingPage() {
  const { t } = useTranslation();
  const { data: plan, isPending, isError, isFetching, refetch } = useBillingPlan();
  const queryClient = useQueryClient();
  // back from paying an invoice (`?checkout=<id>`): what became of it, and the invoices anew
  const checkout = useCheckoutReturn();
  return (
    <Stack gap="xl">
      <Text size="sm" c="dimmed" maw={720}>
        {t('billing.intro')}
      </Text>
      {checkout.id !== null && (
        <CheckoutResult
          id={checkout.id}
          cancelled={checkout.cancelled}
          onPaid={() => void queryClient.invalidateQueries({ queryKey: BILLING_KEY })}
        />
      )}
      {isError && !plan ? (
        <Group role="alert">
          <Text c="red">{t('billing.plan.failed')}</Text>
          <Button variant="default" size="xs" onClick={() => void refetch()} loading={isFetching}>
            {t('common.try_again')}
          </Button>
        </Group>
      ) : isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : (
        <PlanSection plan={plan} />
      )}
      <InvoicesTable />
      {plan && (
        <BillingDetailsForm
          key={JSON.stringify(plan.details)}
          details={plan.details}
          canEdit={plan.can_change_billing_cycle}
        />
      )}
    </Stack>
  );
}
