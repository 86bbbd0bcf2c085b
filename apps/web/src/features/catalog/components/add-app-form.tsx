import { Alert, Group, Stack, Text } from '@mantine/core';
import type { CatalogItem } from '@portal/contracts/schemas/catalog';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreateSubscriptionRequest, useCreateSubscription } from '../api/create-subscription';
import { useCatalog } from '../api/get-catalog';
import { useAccountingNames } from '../hooks/use-accounting-names';
import { PriceSummary } from './price-summary';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const FIELDS = ['application', 'accounting'] as const;
const AddAppInput = CreateSubscriptionRequest.omit({ company_id: true });

interface AddAppFormProps {
  /** preselected app (?app=) */
  app?: string;
  /** preselected accounting (?accounting=): only apps that work with it are offered */
  accounting?: string;
}

/** /add-apps: choose the app, then an accounting it works with; creates a Pending subscription. */
export function AddAppForm({ app = '', accounting = '' }: AddAppFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apps = useCatalog('app');
  const accountingNames = useAccountingNames();
  const create = useCreateSubscription();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(AddAppInput, { application: app, accounting });

  const offered = useMemo(
    () =>
      (apps.data?.results ?? []).filter(
        (item) => !accounting || item.accountings.includes(accounting),
      ),
    [apps.data, accounting],
  );
  const chosenSlug = form.watch('application');
  const chosen: CatalogItem | undefined = offered.find((item) => item.slug === chosenSlug);
  const chosenAccounting = form.watch('accounting');
  const { setValue } = form;
  // another app may not work with the accounting chosen before
  useEffect(() => {
    if (chosen && chosenAccounting && !chosen.accountings.includes(chosenAccounting))
      setValue('accounting', '');
  }, [chosen, chosenAccounting, setValue]);

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    create.mutate(input, {
      onSuccess: (subscription) => {
        notifySuccess(
          t('catalog.created', {
            app: subscription.application_name,
            accounting: subscription.accounting_name,
          }),
        );
        void navigate(`/app-settings/${subscription.id}`);
      },
      onError: (error) => setProblem(applyServerErrors(form, error, FIELDS)),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('catalog.add_title')}>
      <Stack gap="md" maw={560}>
        <Text size="sm" c="dimmed">
          {t('catalog.add_intro')}
        </Text>
        {(problem || (apps.isError && !apps.data)) && (
          <Alert color="red" variant="light" role="alert">
            {problem ?? t('catalog.load_failed')}
          </Alert>
        )}
        <SelectField
          form={form}
          name="application"
          label={t('catalog.choose_app')}
          withAsterisk
          allowDeselect={false}
          searchable
          data={offered.map((item) => ({ value: item.slug, label: item.name }))}
        />
        <SelectField
          form={form}
          name="accounting"
          label={t('catalog.choose_accounting')}
          withAsterisk
          allowDeselect={false}
          disabled={!chosen}
          placeholder={chosen ? undefined : t('catalog.choose_app_first')}
          data={(chosen?.accountings ?? []).map((slug) => ({
            value: slug,
            label: accountingNames[slug] ?? slug,
          }))}
        />
        {chosen && <PriceSummary app={chosen} />}
        <Group justify="flex-end">
          <SubmitButton loading={create.isPending}>{t('catalog.submit')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
