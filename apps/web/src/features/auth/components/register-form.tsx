import { Alert, Anchor, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ColleagueSignupRequest } from '@portal/contracts/schemas/auth';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useInvitationInfo } from '../api/get-invitation-info';
import { SignupRequest, useSignUp } from '../api/sign-up';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/lib/form';
import { currentLocale } from '@/lib/i18n';
import { notifySuccess } from '@/lib/toast';
import { SubmitButton } from '@/components/form/submit-button';

const PERSON_FIELDS = ['first_name', 'last_name', 'phone_number'] as const;
const COMPANY_FIELDS = [
  'company_name',
  'company_number',
  'city',
  'billing_address',
  'zip_code',
] as const;

/**
 * Sign-up with an invitation code and the billing fields; then on to activation. A colleague's
 * invitation joins the inviter's company, so the company's billing fields are not asked for.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signUp = useSignUp();
  const colleague = useRef(false);
  const form = useZodForm(
    SignupRequest,
    {
      invitation_code: params.get('code') ?? '',
      email: params.get('email') ?? '',
      password: '',
      password_confirm: '',
      first_name: '',
      last_name: '',
      company_name: '',
      company_number: '',
      city: '',
      phone_number: '',
      billing_address: '',
      zip_code: '',
      invoice_email: '',
    },
    () => (colleague.current ? ColleagueSignupRequest : SignupRequest),
  );
  const [code] = useDebouncedValue(form.watch('invitation_code'), 400);
  const invitation = useInvitationInfo(code);
  const joinsCompany = invitation.data?.role === 'Colleague' ? invitation.data.company_name : null;
  colleague.current = joinsCompany !== null;

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(
      { ...values, locale: currentLocale() },
      {
        onSuccess: (response) => {
          notifySuccess(response.detail);
          void navigate(`/activate?email=${encodeURIComponent(values.email)}`);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Fieldset legend={t('auth.register.account')}>
          <Stack gap="sm">
            <TextField form={form} name="invitation_code" withAsterisk autoComplete="off" />
            <TextField form={form} name="email" type="email" withAsterisk autoComplete="email" />
            <PasswordField
              form={form}
              name="password"
              withAsterisk
              autoComplete="new-password"
              description={t('auth.password_hint')}
            />
            <PasswordField
              form={form}
              name="password_confirm"
              withAsterisk
              autoComplete="new-password"
            />
          </Stack>
        </Fieldset>
        {joinsCompany !== null ? (
          <Fieldset legend={t('auth.register.person')}>
            <Stack gap="sm">
              <Alert variant="light" data-testid="joins-company">
                {t('auth.register.joins_company', { company: joinsCompany })}
              </Alert>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {PERSON_FIELDS.map((name) => (
                  <TextField key={name} form={form} name={name} withAsterisk />
                ))}
              </SimpleGrid>
            </Stack>
          </Fieldset>
        ) : (
          <Fieldset legend={t('auth.register.billing')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {[...PERSON_FIELDS, ...COMPANY_FIELDS].map((name) => (
                <TextField key={name} form={form} name={name} withAsterisk />
              ))}
              <TextField form={form} name="invoice_email" type="email" withAsterisk />
            </SimpleGrid>
          </Fieldset>
        )}
        <Group justify="space-between">
          <Text size="sm">
            {t('auth.register.have_account')}{' '}
            <Anchor component={Link} to="/" underline="always">
              {t('auth.register.to_login')}
            </Anchor>
          </Text>
          <SubmitButton loading={signUp.isPending}>{t('auth.register.submit')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
