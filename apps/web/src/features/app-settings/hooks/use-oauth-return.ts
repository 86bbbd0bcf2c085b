import type { ConnectionTestResult, ConnectionView } from '@portal/contracts/schemas/connections';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useFinishOAuth } from '../api/oauth-connect';

type Side = ConnectionView['side'];

/** What the callback screen hands the App Connection tab: in router state, never the address. */
export type OAuthReturnState =
  { side: Side; code: string; state: string } | { side: Side; error: string };

export interface OAuthReturn {
  side: Side;
  pending: boolean;
  /** the connection test run right after the tokens were stored */
  result: ConnectionTestResult | undefined;
  /** what the provider sent instead of a code (`access_denied` when the person said no) */
  providerError: string | null;
  /** the portal refused the code or state */
  failure: unknown;
}

/**
 * Back from the provider's consent page (ADR 020): calls the callback once with the code and
 * state, and drops them from the history entry first, so a reload or Back does not reuse them.
 */
export function useOAuthReturn(id: number): OAuthReturn | null {
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate, isPending, data, error } = useFinishOAuth(id);
  const [returned, setReturned] = useState<{ side: Side; providerError: string | null } | null>(
    null,
  );
  const handled = useRef(false);
  const oauth = (location.state as { oauth?: OAuthReturnState } | null)?.oauth;

  useEffect(() => {
    if (!oauth || handled.current) return;
    handled.current = true;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    setReturned({ side: oauth.side, providerError: 'error' in oauth ? oauth.error : null });
    if ('code' in oauth) mutate({ side: oauth.side, code: oauth.code, state: oauth.state });
  }, [oauth, navigate, location.pathname, location.search, mutate]);

  if (!returned) return null;
  return { ...returned, pending: isPending, result: data?.test, failure: error };
}
