import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../errors';
import type { Connector, ConnectionSettings } from '../sdk/connector';

/** Fault switches every simulator offers (packages/simulators/src/common/faults.ts). */
export interface ContractFaults {
  set(config: {
    tooManyRequests?: { next?: number; probability?: number };
    serverError?: { next?: number; probability?: number; status?: 500 | 503 };
    timeout?: { next?: number; probability?: number; delayMs?: number };
    /** carried out at once, but answered too late (or never) */
    lateAnswer?: { next?: number; probability?: number; delayMs?: number };
  }): void;
  clear(): void;
}

/** A running simulator holding `items` listable things, as one connection sees it. */
export interface ContractWorld {
  settings: ConnectionSettings;
  faults: ContractFaults;
  /** the page size the connector reads with, so the suite can hit the page edges */
  pageSize: number;
  /** makes the connection's credentials expire (or revokes them) */
  expireCredentials(): void;
  /** requests the simulator has answered so far (to see retries happen) */
  requests(): number;
  close(): Promise<void>;
}

/**
 * How the suite drives one connector. `listAll` reads a paged list through the connector's own
 * pagination; `invalid` sends something the provider refuses as invalid.
 */
export interface ContractHarness<C extends Connector = Connector> {
  connector: C;
  start(options: { items: number }): Promise<ContractWorld>;
  listAll(world: ContractWorld, runtime: { timeoutMs: number }): Promise<string[]>;
  invalid(world: ContractWorld): Promise<unknown>;
}

const fast = { timeoutMs: 400 };

/** The SDK code a call fails with: 'none' when it succeeds. */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    return error instanceof ConnectorError ? error.code : `not a ConnectorError: ${String(error)}`;
  }
}

/**
 * The one contract every connector passes against its simulator: pagination edges, 429, 5xx,
 * timeouts, expired credentials and validation errors, each answered with the SDK's codes.
 */
export function connectorContract(harness: ContractHarness) {
  const { connector } = harness;

  describe(`${connector.name} connector contract`, () => {
    it('declares id, kind, credentials, entities, rate limit and a base URL', () => {
      expect(connector.id).toMatch(/^[a-z0-9_]+$/);
      expect(['app', 'accounting', 'shipping']).toContain(connector.kind);
      expect(connector.credentials.fields.length).toBeGreaterThan(0);
      for (const field of connector.credentials.fields) {
        expect(field.label.sv.length).toBeGreaterThan(0);
        expect(field.label.en.length).toBeGreaterThan(0);
      }
      expect(connector.entities.read.length + connector.entities.write.length).toBeGreaterThan(0);
      expect(connector.defaultBaseUrl).toMatch(/^https:\/\//);
    });

    for (const edge of ['empty', 'one short of a page', 'exactly a page', 'a page and one']) {
      it(`reads every item once across pages: ${edge}`, async () => {
        const probe = await harness.start({ items: 0 });
        const size = probe.pageSize;
        await probe.close();
        const count = { empty: 0, 'one short of a page': size - 1 }[edge] ?? 0;
        const items =
          edge === 'exactly a page' ? size : edge === 'a page and one' ? size + 1 : count;
        const world = await harness.start({ items });
        try {
          const ids = await harness.listAll(world, fast);
          expect(ids).toHaveLength(items);
          expect(new Set(ids).size).toBe(items);
        } finally {
          await world.close();
        }
      });
    }

    it('waits out 429 and goes on', async () => {
      const world = await harness.start({ items: 3 });
      try {
        world.faults.set({ tooManyRequests: { next: 2 } });
        expect(await harness.listAll(world, fast)).toHaveLength(3);
      } finally {
        await world.close();
      }
    });

    it('retries 5xx and goes on', async () => {
      const world = await harness.start({ items: 3 });
      try {
        world.faults.set({ serverError: { next: 2, status: 503 } });
        expect(await harness.listAll(world, fast)).toHaveLength(3);
      } finally {
        await world.close();
      }
    });

    it('gives up a request that does not answer in time and tries again', async () => {
      const world = await harness.start({ items: 3 });
      try {
        world.faults.set({ timeout: { next: 1, delayMs: 2_000 } });
        const before = world.requests();
        expect(await harness.listAll(world, fast)).toHaveLength(3);
        expect(world.requests() - before).toBeGreaterThanOrEqual(2);
      } finally {
        await world.close();
      }
    });

    it('answers expired credentials with auth, without retrying forever', async () => {
      const world = await harness.start({ items: 3 });
      try {
        world.expireCredentials();
        expect(await codeOf(harness.listAll(world, fast))).toBe('auth');
      } finally {
        await world.close();
      }
    });

    it('answers what the provider refuses as invalid with validation', async () => {
      const world = await harness.start({ items: 0 });
      try {
        expect(await codeOf(harness.invalid(world))).toBe('validation');
      } finally {
        await world.close();
      }
    });
  });
}
