// Requests/s and p99 latency of GET /api/users/me/ and a tenant-scoped list (GET /api/companies/)
// beside GET /api/health, in one run.
import autocannon from 'autocannon';
import { signIn, startServer } from './start-server';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DATABASE = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

const server = await startServer(4321);
try {
  const key = await signIn(server.url, 'master@example.com', 'Demo1234');
  await measure(`${server.url}/api/health`); // warm-up, not reported
  const health = await measure(`${server.url}/api/health`);
  const auth = { authorization: `Bearer ${key}` };
  const me = await measure(`${server.url}/api/users/me/`, auth);
  const companies = await measure(`${server.url}/api/companies/`, auth);
  console.log(
    `api (${CONNECTIONS} connections, ${DURATION_S} s each, ${DATABASE}): ` +
      `GET /api/health ${health.rps} req/s p99 ${health.p99} ms | ` +
      `GET /api/users/me/ ${me.rps} req/s p99 ${me.p99} ms | ` +
      `GET /api/companies/ (master accountant's clients) ${companies.rps} req/s p99 ${companies.p99} ms`,
  );
} finally {
  await server.stop();
}
