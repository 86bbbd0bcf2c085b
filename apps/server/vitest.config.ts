import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/__tests__/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one fork less than the cores: one fork on a 2-core machine. The API
    // tests mostly wait (simulators, the database, timers), so three forks keep both cores busy:
    // the suite takes 14 min instead of about 25 on CI's 2-core machine.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
