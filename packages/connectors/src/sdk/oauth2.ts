import { ConnectorError } from '../errors';
import type { Credentials } from './connector';
import type { HttpTransport, TransportRequest, TransportResponse } from './transport';

/** What resources need of a transport: the plain one, or the one that refreshes tokens. */
export type Api = Pick<HttpTransport, 'request'>;

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export interface TokenRefresherOptions {
  /** the provider's name in messages a person reads ('Fortnox', 'Visma eEkonomi') */
  provider: string;
  tokenUrl: string;
  credentials: Credentials;
  /** the engine stores the new tokens before they are used (the old refresh token is dead) */
  onCredentialsChange?: (credentials: Credentials) => Promise<void>;
  /** new access tokens are added here so the transport masks them in the log */
  secrets: string[];
  timeoutMs?: number;
  now?: () => number;
}

/**
 * Holds one OAuth2 connection's tokens and refreshes them (RFC 6749 §6, client authenticated
 * with HTTP Basic): at most one refresh at a time, since providers that rotate refresh tokens
 * (Fortnox, Visma) would see a second concurrent refresh present a dead one.
 */
export class TokenRefresher {
  private credentials: Credentials;
  private pending: Promise<void> | undefined;

  constructor(private readonly options: TokenRefresherOptions) {
    this.credentials = { ...options.credentials };
  }

  get accessToken(): string {
    return this.credentials.access_token ?? '';
  }

  /** true when `expires_at` says the access token is over (a minute early, for clock skew) */
  expired(): boolean {
    const at = Date.parse(this.credentials.expires_at ?? '');
    return !Number.isNaN(at) && at - 60_000 <= (this.options.now ?? Date.now)();
  }

  /** Refreshes unless another caller already replaced `staleToken`. */
  async refresh(staleToken = this.accessToken): Promise<void> {
    if (this.pending) return this.pending;
    if (staleToken !== this.accessToken) return;
    this.pending = this.exchange().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async exchange(): Promise<void> {
    const { refresh_token: refreshToken, client_id: id, client_secret: secret } = this.credentials;
    const { provider } = this.options;
    if (!refreshToken || !id || !secret) {
      throw new ConnectorError(
        'auth',
        `${provider} refused the access token and there is no refresh token: reconnect ${provider}.`,
      );
    }
    const answer = await this.post(refreshToken, id, secret);
    this.options.secrets.push(answer.access_token, answer.refresh_token);
    const now = (this.options.now ?? Date.now)();
    this.credentials = {
      ...this.credentials,
      access_token: answer.access_token,
      refresh_token: answer.refresh_token,
      expires_at: new Date(now + answer.expires_in * 1000).toISOString(),
    };
    await this.options.onCredentialsChange?.({ ...this.credentials });
  }

  private async post(refreshToken: string, id: string, secret: string): Promise<TokenAnswer> {
    const { provider } = this.options;
    let response: Response;
    try {
      response = await fetch(this.options.tokenUrl, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new ConnectorError('transient', `${provider} token refresh failed: ${String(error)}`);
    }
    const text = await response.text();
    if (response.status >= 500 || response.status === 429) {
      throw new ConnectorError(
        'transient',
        `${provider} token refresh answered ${response.status}`,
      );
    }
    if (!response.ok) {
      // invalid_grant (revoked, used or expired refresh token) or invalid_client: a person must reconnect
      const reason = /"error"\s*:\s*"([^"]+)"/.exec(text)?.[1] ?? String(response.status);
      throw new ConnectorError(
        'auth',
        `${provider} refused the token refresh (${reason}): reconnect ${provider}.`,
      );
    }
    return JSON.parse(text) as TokenAnswer;
  }
}

/**
 * Wraps the transport: refreshes first when the token is known to be over, and once more when
 * the provider answers 401 (auth), then repeats the request. A failed refresh is the caller's 'auth'.
 */
export function refreshingApi(api: Api, tokens: TokenRefresher): Api {
  return {
    async request<T>(request: TransportRequest): Promise<TransportResponse<T>> {
      if (tokens.expired()) await tokens.refresh();
      const used = tokens.accessToken;
      try {
        const response = await api.request<T>(request);
        if (!request.anyStatus || response.status !== 401) return response;
        // an answer taken as it comes (the API console): a failed refresh shows the 401 itself
        const refreshed = await tokens.refresh(used).then(
          () => true,
          () => false,
        );
        return refreshed ? api.request<T>(request) : response;
      } catch (error) {
        if (!(error instanceof ConnectorError) || error.code !== 'auth') throw error;
        await tokens.refresh(used);
        return api.request<T>(request);
      }
    },
  };
}
