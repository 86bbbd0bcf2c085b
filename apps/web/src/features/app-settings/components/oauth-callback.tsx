import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { readOAuthState } from '@portal/contracts/schemas/connections';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { OAuthReturnState } from '../hooks/use-oauth-return';

/**
 * /oauth/callback, the one address Fortnox and Visma send the person back to (ADR 020): the
 * state says which subscription and side; the code or the refusal goes on to its App Connection
 * tab in router state, so it leaves the address bar at once.
 */
export function OAuthCallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = params.get('state') ?? '';
  const code = params.get('code');
  const error = params.get('error');
  const target = readOAuthState(state);
  const usable = target !== null && (code !== null || error !== null);

  useEffect(() => {
    const to = readOAuthState(state);
    if (!to || (code === null && error === null)) return;
    const oauth: OAuthReturnState =
      code !== null ? { side: to.side, code, state } : { side: to.side, error: error ?? '' };
    void navigate(`/app-settings/${to.subscription_id}?tab=connection`, {
      replace: true,
      state: { oauth },
    });
  }, [state, code, error, navigate]);

  if (usable) return <Loader role="status" aria-label={t('common.loading')} />;
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="red" variant="light" role="alert">
        {t('connections.callback_invalid')}
      </Alert>
      <Anchor component={Link} to="/dashboard">
        {t('connections.callback_back')}
      </Anchor>
    </Stack>
  );
}
