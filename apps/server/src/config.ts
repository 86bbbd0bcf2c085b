import path from 'node:path';
import { parseCredentialsKey } from './lib/credentials-cipher';

export type Mode = 'api' | 'worker' | 'all';

export interface RateLimitRule {
  /** attempts allowed inside one window */
  max: number;
  windowSeconds: number;
}

/**
 * Failure budgets for sign-in and code checks, counted in the database so they hold across
 * processes. Windows are short (15 min) so an attacker cannot lock a real user out for long;
 * 10 failures per account stop password guessing at ~1000 tries a day, and 30 per address leaves
 * room for an office behind one NAT.
 */
export interface RateLimits {
  signinAccount: RateLimitRule;
  signinIp: RateLimitRule;
  codeAccount: RateLimitRule;
  codeIp: RateLimitRule;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signinAccount: { max: 10, windowSeconds: 15 * 60 },
  signinIp: { max: 30, windowSeconds: 15 * 60 },
  codeAccount: { max: 10, windowSeconds: 15 * 60 },
  codeIp: { max: 30, windowSeconds: 15 * 60 },
};

/** `SIGNIN_LIMIT_PER_ACCOUNT` etc. override the budgets; `RATE_LIMIT_WINDOW_SECONDS` the window. */
function rateLimitsFrom(env: Env): RateLimits {
  const window = positiveNumber(
    'RATE_LIMIT_WINDOW_SECONDS',
    env.RATE_LIMIT_WINDOW_SECONDS,
    15 * 60,
  );
  const rule = (name: string, fallback: RateLimitRule): RateLimitRule => ({
    max: positiveNumber(name, env[name], fallback.max),
    windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS ? window : fallback.windowSeconds,
  });
  return {
    signinAccount: rule('SIGNIN_LIMIT_PER_ACCOUNT', DEFAULT_RATE_LIMITS.signinAccount),
    signinIp: rule('SIGNIN_LIMIT_PER_IP', DEFAULT_RATE_LIMITS.signinIp),
    codeAccount: rule('CODE_LIMIT_PER_ACCOUNT', DEFAULT_RATE_LIMITS.codeAccount),
    codeIp: rule('CODE_LIMIT_PER_IP', DEFAULT_RATE_LIMITS.codeIp),
  };
}

export interface Config {
  mode: Mode;
  port: number;
  host: string;
  /** node-postgres when set, else PGlite in dataDir */
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** absolute base of links in e-mails */
  publicUrl: string;
  tokenTtlHours: number;
  logLevel: string;
  production: boolean;
  trustProxy: boolean;
  rateLimits: RateLimits;
  sync: SyncSettings;
  /** timeout of every provider request */
  syncRequestTimeoutMs: number;
  /** `npm start`: run the simulators in-process and keep demo orders coming (not in production) */
  demoSimulators: boolean;
  /** seed the demo data into an empty database (not in production; SEED_DEMO=off skips it) */
  seedDemo: boolean;
  /** AES-256-GCM key of the connections' credentials; required in production */
  credentialsKey: Buffer | undefined;
  /** card payments through Stripe Checkout (ADR 018); the demo points it at its simulator */
  stripe: StripeCheckoutSettings;
  /** the portal's OAuth2 client at each ledger (ADR 020); none: tokens are entered by hand */
  oauthClients: Partial<Record<OAuthProvider, OAuthClient>>;
}

export type OAuthProvider = 'fortnox' | 'visma';

/** The portal registered as an app at the provider. */
export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** The simulators' own client: outside production the demo and tests connect through it. */
const SIMULATOR_CLIENT: OAuthClient = { clientId: 'portal-client', clientSecret: 'portal-secret' };

/** The portal's own Stripe account (STRIPE_* variables); no secret key: card payments off. */
export interface StripeCheckoutSettings {
  secretKey: string | undefined;
  webhookSecret: string | undefined;
  apiBase: string;
}

/** How the engine paces itself (SYNC_* variables). */
export interface SyncSettings {
  /** how often each active subscription's incremental sync is queued */
  intervalSeconds: number;
  /** a run's lease; a worker that dies is taken over once it runs out */
  leaseSeconds: number;
  /** one slice of a run before it hands over to a fresh job */
  sliceSeconds: number;
  /** the widest window of provider update times one pass reads (backfills go a week at a time) */
  windowHours: number;
  /** how far behind now the cursor stays, for providers' eventual consistency */
  lagSeconds: number;
  /** providers' rate limits kept through the shared budgets (off only against unthrottled simulators) */
  rateLimits: boolean;
}

type Env = Record<string, string | undefined>;

function parseMode(value: string | undefined): Mode {
  if (value === undefined || value === '') return 'all';
  if (value === 'api' || value === 'worker' || value === 'all') return value;
  throw new Error(`Unknown mode "${value}": use api, worker or all.`);
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number.`);
  return n;
}

/** Reads settings from the environment; the mode may also come as the first CLI argument. */
export function loadConfig(env: Env = process.env, argv: string[] = []): Config {
  const port = positiveNumber('PORT', env.PORT, 3000);
  return {
    mode: parseMode(argv[0] ?? env.PORTAL_MODE),
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    // npm runs workspace scripts in the workspace folder; INIT_CWD is where the user typed it.
    dataDir: path.resolve(env.INIT_CWD || process.cwd(), env.DATA_DIR || 'data'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Portal <no-reply@localhost>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    tokenTtlHours: positiveNumber('TOKEN_TTL_HOURS', env.TOKEN_TTL_HOURS, 24),
    logLevel: env.LOG_LEVEL || 'info',
    production: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    rateLimits: rateLimitsFrom(env),
    sync: {
      intervalSeconds: positiveNumber('SYNC_INTERVAL_SECONDS', env.SYNC_INTERVAL_SECONDS, 60),
      leaseSeconds: positiveNumber('SYNC_LEASE_SECONDS', env.SYNC_LEASE_SECONDS, 60),
      sliceSeconds: positiveNumber('SYNC_SLICE_SECONDS', env.SYNC_SLICE_SECONDS, 30),
      windowHours: positiveNumber('SYNC_WINDOW_HOURS', env.SYNC_WINDOW_HOURS, 7 * 24),
      lagSeconds: Number(env.SYNC_LAG_SECONDS ?? 5),
      rateLimits: env.SYNC_RATE_LIMITS !== 'off',
    },
    syncRequestTimeoutMs: positiveNumber(
      'SYNC_REQUEST_TIMEOUT_MS',
      env.SYNC_REQUEST_TIMEOUT_MS,
      30_000,
    ),
    demoSimulators: env.NODE_ENV !== 'production' && env.DEMO_SIMULATORS !== 'off',
    seedDemo: env.NODE_ENV !== 'production' && env.SEED_DEMO !== 'off',
    credentialsKey: credentialsKeyFrom(env),
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      apiBase: (env.STRIPE_API_BASE || 'https://api.stripe.com').replace(/\/+$/, ''),
    },
    oauthClients: {
      fortnox: oauthClientFrom(env, 'FORTNOX'),
      visma: oauthClientFrom(env, 'VISMA'),
    },
  };
}

/** `<PREFIX>_CLIENT_ID` and `<PREFIX>_CLIENT_SECRET`; outside production the simulators' client. */
function oauthClientFrom(env: Env, prefix: string): OAuthClient | undefined {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (clientId && clientSecret) return { clientId, clientSecret };
  if (clientId || clientSecret) {
    throw new Error(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET are set together.`);
  }
  return env.NODE_ENV === 'production' ? undefined : SIMULATOR_CLIENT;
}

/** CREDENTIALS_KEY: required in production, where keys must not be readable from the database. */
function credentialsKeyFrom(env: Env): Buffer | undefined {
  if (env.CREDENTIALS_KEY) return parseCredentialsKey(env.CREDENTIALS_KEY);
  if (env.NODE_ENV === 'production') {
    throw new Error('CREDENTIALS_KEY is required in production (openssl rand -base64 32)');
  }
  return undefined;
}
