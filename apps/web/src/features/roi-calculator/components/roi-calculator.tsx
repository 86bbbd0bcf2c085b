import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ROI_HOURLY_COST, RoiForm } from '@portal/contracts/schemas/kpi';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRoiInputs } from '../api/get-roi-inputs';
import { computeRoi } from '../utils/roi';
import { RoiNumberField } from './roi-number-field';
import { RoiResults } from './roi-results';
import { LedgerCompanyPicker, useLedgerCompany } from '@/components/ledger-company-picker';
import { setFieldValue, useZodForm } from '@/lib/form';

export const ROI_START: RoiForm = {
  orders_per_month: 500,
  minutes_per_order: 3,
  hourly_cost: ROI_HOURLY_COST,
  error_rate: 2,
  minutes_per_correction: 15,
  monthly_price: 299,
  start_cost: 0,
  months: 12,
};

/** The chosen company's orders and what it pays now, to start the calculation from. */
function Prefill({ form }: { form: UseFormReturn<RoiForm> }) {
  const { t, i18n } = useTranslation();
  const ledger = useLedgerCompany();
  const inputs = useRoiInputs(ledger.companyId);
  const data = inputs.data;
  const sek = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'SEK' });
  const orders = ledger.companyId ? data?.orders_per_month : undefined;
  const current = ledger.companyId ? data?.current_monthly : undefined;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="roi-prefill-title">
      <Title order={2} size="h4" id="roi-prefill-title" mb="xs">
        {t('financials.roi.prefill_title')}
      </Title>
      <Group align="flex-end" gap="md" wrap="wrap">
        <LedgerCompanyPicker value={ledger.company} onChange={ledger.setCompany} />
        <Select
          label={t('financials.roi.plan')}
          placeholder={t('financials.roi.plan_placeholder')}
          data={(data?.plans ?? []).map((p) => ({
            value: p.slug,
            label: `${p.name}: ${sek.format(Number(p.monthly))}`,
          }))}
          onChange={(slug) => {
            const plan = data?.plans.find((p) => p.slug === slug);
            if (plan) setFieldValue(form, 'monthly_price', Number(plan.monthly));
          }}
          w={280}
          data-testid="roi-plan"
        />
      </Group>
      {ledger.company && data && (
        <Group mt="sm" gap="md" align="center">
          <Text size="sm" data-testid="roi-company-figures">
            {orders === null || orders === undefined
              ? t('financials.roi.no_orders', { company: ledger.company.name })
              : t('financials.roi.company_orders', { company: ledger.company.name, orders })}
            {current
              ? ` ${t('financials.roi.company_price', { price: sek.format(Number(current)) })}`
              : ''}
          </Text>
          {(orders || current) && (
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                if (orders) setFieldValue(form, 'orders_per_month', orders);
                if (current) setFieldValue(form, 'monthly_price', Number(current));
              }}
            >
              {t('financials.roi.use_company')}
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}

/** /roi-calculator: what the product saves a client, from its orders and the hours they take. */
export function RoiCalculator() {
  const { t, i18n } = useTranslation();
  const form = useZodForm(RoiForm, ROI_START) as unknown as UseFormReturn<RoiForm>;
  const values = useWatch({ control: form.control });
  const parsed = RoiForm.safeParse(values);
  const result = parsed.success ? computeRoi(parsed.data) : null;
  const sek = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'SEK',
    maximumFractionDigits: 0,
  });
  const field = (name: keyof RoiForm, extra: Record<string, unknown> = {}) => (
    <RoiNumberField
      form={form}
      name={name}
      description={t(`financials.roi.hints.${name}`, {
        rate: sek.format(ROI_HOURLY_COST),
      })}
      {...extra}
    />
  );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        {t('financials.roi.intro')}
      </Text>
      <Prefill form={form} />
      <Paper
        withBorder
        p="md"
        component="form"
        aria-labelledby="roi-inputs-title"
        noValidate
        onSubmit={(e) => e.preventDefault()}
      >
        <Title order={2} size="h4" id="roi-inputs-title" mb="sm">
          {t('financials.roi.inputs_title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {field('orders_per_month', { allowDecimal: false, min: 0 })}
          {field('minutes_per_order', { min: 0, decimalScale: 1 })}
          {field('hourly_cost', { min: 0 })}
          {field('error_rate', { min: 0, max: 100, decimalScale: 1, suffix: ' %' })}
          {field('minutes_per_correction', { min: 0, decimalScale: 1 })}
          {field('monthly_price', { min: 0, decimalScale: 2 })}
          {field('start_cost', { min: 0, decimalScale: 2 })}
          {field('months', { allowDecimal: false, min: 1, max: 120 })}
        </SimpleGrid>
      </Paper>
      <RoiResults result={result} months={parsed.success ? parsed.data.months : 0} />
    </Stack>
  );
}
