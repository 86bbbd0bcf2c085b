import { Badge, Center, Group, Input, Loader, SimpleGrid, Stack } from '@mantine/core';
import { AFFILIATE_TYPES, type AccountingFirm } from '@portal/contracts/schemas/tenancy';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFirm } from '../api/get-firm';
import { useFirmAccountants } from '../api/get-firm-accountants';
import { FirmPatch, useUpdateFirm } from '../api/update-firm';
import { accountantName } from './accountant-name';
import { FirmSection } from './firm-section';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

/** The fields a master accountant edits; selects hold strings ('none' and '' stand for null). */
const FirmDetails = FirmPatch.pick({
  name: true,
  firm_number: true,
  affiliate_code: true,
  bank: true,
  bankgiro_number: true,
})
  .required()
  .extend({
    affiliate_type: z.enum([...AFFILIATE_TYPES, 'none']),
    primary_accountant_id: z.string(),
  });
type FirmDetails = z.input<typeof FirmDetails>;

function toValues(firm: AccountingFirm): FirmDetails {
  return {
    name: firm.name,
    firm_number: firm.firm_number,
    affiliate_code: firm.affiliate_code,
    bank: firm.bank,
    bankgiro_number: firm.bankgiro_number,
    affiliate_type: firm.affiliate_type ?? 'none',
    primary_accountant_id: firm.primary_accountant_id ? String(firm.primary_accountant_id) : '',
  };
}

export function FirmDetailsForm({ firmId }: { firmId: number }) {
  const { data: firm } = useFirm(firmId);
  const { t } = useTranslation();
  return (
    <FirmSection id="firm-details-title" title={t('team.firm.details.title')}>
      {firm ? (
        <FirmDetailsFields key={firm.id} firm={firm} />
      ) : (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      )}
    </FirmSection>
  );
}

function FirmDetailsFields({ firm }: { firm: AccountingFirm }) {
  const { t } = useTranslation();
  const update = useUpdateFirm(firm.id);
  const accountants = useFirmAccountants(firm.id);
  const form = useZodForm(FirmDetails, toValues(firm));
  const label = (name: string) => t(`team.firm.details.${name}`);
  const onSubmit = form.handleSubmit(({ affiliate_type, primary_accountant_id, ...rest }) =>
    // tier_plan and new_features are in-house staff's: never sent from here.
    update.mutate(
      {
        ...rest,
        affiliate_type: affiliate_type === 'none' ? null : affiliate_type,
        primary_accountant_id: primary_accountant_id ? Number(primary_accountant_id) : null,
      },
      {
        onSuccess: (saved) => {
          form.reset(toValues(saved));
          notifySuccess(t('team.firm.details.saved'));
        },
      },
    ),
  );
  const accountantOptions = (accountants.data ?? []).map((a) => ({
    value: String(a.id),
    label: accountantName(a),
  }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField form={form} name="name" label={label('name')} withAsterisk />
          <TextField form={form} name="firm_number" label={label('firm_number')} />
          <TextField form={form} name="affiliate_code" label={label('affiliate_code')} />
          <SelectField
            form={form}
            name="affiliate_type"
            label={label('affiliate_type')}
            allowDeselect={false}
            data={(['none', ...AFFILIATE_TYPES] as const).map((value) => ({
              value,
              label: t(`team.firm.details.affiliate_types.${value}`),
            }))}
          />
          <TextField form={form} name="bank" label={label('bank')} />
          <TextField
            form={form}
            name="bankgiro_number"
            label={label('bankgiro_number')}
            placeholder="123-4567"
          />
          <SelectField
            form={form}
            name="primary_accountant_id"
            label={label('primary_accountant')}
            data={accountantOptions}
            clearable
            searchable
          />
          <Input.Wrapper
            label={label('tier_plan')}
            labelElement="div"
            description={label('tier_plan_hint')}
            inputWrapperOrder={['label', 'input', 'description']}
          >
            <div>
              <Badge variant="light" size="lg" mt={4} data-testid="firm-tier-plan">
                {t(`team.firm.details.tier_plans.${firm.tier_plan}`)}
              </Badge>
            </div>
          </Input.Wrapper>
        </SimpleGrid>
        <Group justify="flex-end">
          <SubmitButton loading={update.isPending}>{t('team.firm.details.save')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
