import { Anchor, Stack, Stepper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewPasswordForm } from './new-password-form';
import { ResetCodeStep } from './reset-code-step';
import { ResetEmailStep } from './reset-email-step';

/** SPEC §2 forgot password: e-mail → 6-digit code → new password. */
export function ForgotPasswordFlow() {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  return (
    <Stack gap="lg">
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t('auth.forgot.step_email')}>
          <ResetEmailStep
            onSent={(value) => {
              setEmail(value);
              setStep(1);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label={t('auth.forgot.step_code')}>
          <ResetCodeStep
            email={email}
            onBack={() => setStep(0)}
            onVerified={(value) => {
              setCode(value);
              setStep(2);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label={t('auth.forgot.step_password')}>
          <NewPasswordForm email={email} code={code} />
        </Stepper.Step>
      </Stepper>
      <Anchor component={Link} to="/" size="sm">
        {t('auth.forgot.back_to_login')}
      </Anchor>
    </Stack>
  );
}
