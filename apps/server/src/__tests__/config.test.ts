import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, loadConfig } from '../config';

describe('loadConfig', () => {
  it('defaults to all modes, port 3000, ./data and 24 h tokens', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: 'all',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.resolve('data'),
      tokenTtlHours: 24,
      production: false,
      publicUrl: 'http://localhost:3000',
      rateLimits: DEFAULT_RATE_LIMITS,
    });
  });

  it('resolves DATA_DIR from where npm was started, for workspace scripts', () => {
    expect(loadConfig({ INIT_CWD: '/srv/portal' }).dataDir).toBe('/srv/portal/data');
    expect(loadConfig({ INIT_CWD: '/srv/portal', DATA_DIR: 'db' }).dataDir).toBe('/srv/portal/db');
    expect(loadConfig({ DATA_DIR: '/var/lib/portal' }).dataDir).toBe('/var/lib/portal');
  });

  it('takes the mode from the first argument before PORTAL_MODE', () => {
    expect(loadConfig({ PORTAL_MODE: 'worker' }).mode).toBe('worker');
    expect(loadConfig({ PORTAL_MODE: 'worker' }, ['api']).mode).toBe('api');
    expect(() => loadConfig({}, ['both'])).toThrow('Unknown mode "both"');
  });

  it('reads rate limits and token lifetime from the environment', () => {
    const config = loadConfig({
      SIGNIN_LIMIT_PER_ACCOUNT: '3',
      CODE_LIMIT_PER_IP: '500',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      TOKEN_TTL_HOURS: '2',
    });
    expect(config.rateLimits.signinAccount).toEqual({ max: 3, windowSeconds: 60 });
    expect(config.rateLimits.codeIp).toEqual({ max: 500, windowSeconds: 60 });
    expect(config.rateLimits.signinIp.max).toBe(DEFAULT_RATE_LIMITS.signinIp.max);
    expect(config.tokenTtlHours).toBe(2);
    expect(() => loadConfig({ TOKEN_TTL_HOURS: '-1' })).toThrow('TOKEN_TTL_HOURS');
  });

  it("connects Fortnox and Visma with the simulators' client outside production, else with its own", () => {
    const simulators = { clientId: 'portal-client', clientSecret: 'portal-secret' };
    expect(loadConfig({}).oauthClients).toEqual({ fortnox: simulators, visma: simulators });
    const key = Buffer.alloc(32, 1).toString('base64');
    const production = loadConfig({
      NODE_ENV: 'production',
      CREDENTIALS_KEY: key,
      FORTNOX_CLIENT_ID: 'fx-id',
      FORTNOX_CLIENT_SECRET: 'fx-secret',
    });
    expect(production.oauthClients).toEqual({
      fortnox: { clientId: 'fx-id', clientSecret: 'fx-secret' },
      visma: undefined,
    });
    expect(() => loadConfig({ VISMA_CLIENT_ID: 'only-the-id' })).toThrow('VISMA_CLIENT_SECRET');
  });
});
