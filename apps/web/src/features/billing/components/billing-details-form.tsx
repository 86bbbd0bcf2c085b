import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BillingDetails } from '@portal/contracts/schemas/billing';
import { useTranslation } from 'react-i18next';
import { BillingDetailsInput, useUpdateBillingDetails } from '../api/update-billing-details';
import { BillingSection } from './billing-section';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notify, notifySuccess } from '@/lib/toast';

const FIELDS = ['billing_address', 'zip_code', 'city', 'invoice_email', 'phone_number'] as const;

function toValues(details: BillingDetails) {
  return {
    billing_address: details.billing_address,
    zip_code: details.zip_code,
    city: details.city,
    invoice_email: details.invoice_email,
    phone_number: details.phone_number,
  };
}

/** SPEC §3 signup and billing fields of the company; only its owner edits them. */
export function BillingDetailsForm({
  details,
  canEdit,
}: {
  details: BillingDetails;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateBillingDetails();
  const form = useZodForm(BillingDetailsInput, toValues(details));
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toValues(saved));
        notifySuccess(t('billing.details.saved'));
      },
      onError: (error) => {
        const rest = applyServerErrors(form, error, FIELDS);
        if (rest) notify(rest, 'error');
      },
    }),
  );
  return (
    <BillingSection
      id="billing-details-title"
      title={t('billing.details.title')}
      hint={t('billing.details.intro')}
    >
      <Text size="sm">
        {t('billing.details.company')}: {details.company_name} ({details.company_number})
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {FIELDS.map((name) => (
                <TextField
                  key={name}
                  form={form}
                  name={name}
                  withAsterisk
                  type={name === 'invoice_email' ? 'email' : 'text'}
                  autoComplete={name === 'invoice_email' ? 'email' : undefined}
                />
              ))}
            </SimpleGrid>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {canEdit ? '' : t('billing.details.owner_only')}
              </Text>
              {canEdit && (
                <SubmitButton loading={update.isPending}>{t('billing.details.save')}</SubmitButton>
              )}
            </Group>
          </Stack>
        </fieldset>
      </form>
    </BillingSection>
  );
}
