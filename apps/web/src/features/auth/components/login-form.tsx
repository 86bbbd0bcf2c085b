import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import type { SigninResponse } from '@portal/contracts/schemas/auth';
import type { CompanyRef } from '@portal/contracts/schemas/users';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SigninRequest, useSignIn } from '../api/sign-in';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { isApiError } from '@/lib/api-error';
import { handleError } from '@/lib/error-handler';
import { useZodForm } from '@/lib/form';
import { DASHBOARD_PATH } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { SubmitButton } from '@/components/form/submit-button';

// The dialog (Modal, Select) loads only for users of several companies: the login stays small.
const CompanyDialog = lazy(() =>
  import('./company-dialog').then((m) => ({ default: m.CompanyDialog })),
);

/** SPEC §2 login: identifier and password, the company dialog when the user has several. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signInSession = useSessionStore((s) => s.signIn);
  const form = useZodForm(SigninRequest, { identifier: '', password: '' });
  const signIn = useSignIn();
  const [companies, setCompanies] = useState<CompanyRef[] | null>(null);
  const [inactive, setInactive] = useState<{ email: string; text: string } | null>(null);

  const complete = (response: SigninResponse, company: CompanyRef | null) => {
    if ('companies' in response) {
      setCompanies(response.companies);
      return;
    }
    queryClient.clear();
    signInSession({ key: response.key, expiry: response.expiry, user: response.user, company });
    setCompanies(null);
    void navigate(DASHBOARD_PATH, { replace: true });
  };

  const send = (values: SigninRequest, company: CompanyRef | null) => {
    setInactive(null);
    signIn.mutate(company ? { ...values, company_number: company.company_id } : values, {
      onSuccess: (response) => complete(response, company),
      onError: (error) => {
        if (isApiError(error) && error.code === 'inactive_account') {
          const detail = (error.response?.data as { detail?: string } | undefined)?.detail;
          setCompanies(null);
          setInactive({ email: values.identifier, text: detail ?? t('errors.inactive_account') });
        } else handleError(error);
      },
    });
  };

  const onSubmit = form.handleSubmit((values) => send(values, null));

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.login.heading')}>
        <Stack gap="md">
          {inactive && (
            <Alert color="yellow" variant="light" role="alert">
              <Text size="sm" mb="xs">
                {inactive.text}
              </Text>
              <Anchor
                component={Link}
                to={`/activate?email=${encodeURIComponent(inactive.email)}`}
                size="sm"
              >
                {t('auth.login.activate')}
              </Anchor>
            </Alert>
          )}
          <TextField
            form={form}
            name="identifier"
            type="email"
            autoComplete="username"
            withAsterisk
          />
          <PasswordField form={form} name="password" autoComplete="current-password" withAsterisk />
          <Group justify="space-between" align="center">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('auth.login.forgot')}
            </Anchor>
            <SubmitButton loading={signIn.isPending}>{t('auth.login.submit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
      {companies && (
        <Suspense fallback={null}>
          <CompanyDialog
            companies={companies}
            busy={signIn.isPending}
            onClose={() => setCompanies(null)}
            onChoose={(company) => send(form.getValues(), company)}
          />
        </Suspense>
      )}
    </>
  );
}
