// Issue 11's probes over real HTTP against the portal with demo data: guesses sent at once,
// hostile input, a hostile custom rule beside /api/health, and the browser security headers.
// Prints figures; it asserts nothing (the tests do).
import { signIn, startServer } from './start-server';

// each burst comes from an address of its own (X-Forwarded-For, trusted here)
const server = await startServer(4322, { TRUST_PROXY: 'true' });
const url = server.url;
const json = { 'content-type': 'application/json' };

async function tally(responses: Response[]) {
  const counts: Record<string, number> = {};
  for (const r of responses) {
    const body = (await r.json().catch(() => ({}))) as { code?: string };
    const key = `${r.status} ${body.code ?? ''}`.trim();
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const signin = (identifier: string, password: string, address: string) =>
  fetch(`${url}/api/auth/signin/`, {
    method: 'POST',
    headers: { ...json, 'x-forwarded-for': address },
    body: JSON.stringify({ identifier, password }),
  });

try {
  // signed in before the guesses spend the address's budget
  const key = await signIn(url, 'inhouse@example.com', 'Demo1234');
  const auth: Record<string, string> = { authorization: `Bearer ${key}` };

  // 2. 200 wrong passwords at once on one account, then 200 on many accounts from one address
  const oneAccount = await tally(
    await Promise.all(
      Array.from({ length: 200 }, () => signin('partner@example.com', 'Wrong123', '10.0.0.1')),
    ),
  );
  console.log(`200 simultaneous wrong passwords, one account: ${JSON.stringify(oneAccount)}`);
  const manyAccounts = await tally(
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        signin(`nobody${i}@example.com`, 'Wrong123', '10.0.0.2'),
      ),
    ),
  );
  console.log(
    `200 simultaneous guesses, one address, many accounts: ${JSON.stringify(manyAccounts)}`,
  );

  // 3. hostile input, with and without a token
  const probes: [string, string, RequestInit][] = [
    ['NUL in a query, no token', '/api/auth/invitation/?code=%00', {}],
    [
      'id past int4, no token',
      '/api/webhooks/2147483648/',
      { method: 'POST', headers: json, body: '{}' },
    ],
    ['id past int4', '/api/companies/2147483648/', { headers: auth }],
    [
      'date that does not exist',
      '/api/payouts/',
      {
        method: 'POST',
        headers: { ...auth, ...json },
        body: '{"firm":1,"invoice_number":"","amount":"10","date":"2026-02-30","note":""}',
      },
    ],
    [
      'lone surrogate',
      '/api/companies/',
      { method: 'POST', headers: { ...auth, ...json }, body: '{"name":"\\ud800"}' },
    ],
    [
      'empty PATCH',
      '/api/companies/1/',
      { method: 'PATCH', headers: { ...auth, ...json }, body: '{}' },
    ],
    [
      'broken multipart',
      '/api/users/1/',
      {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nbroken',
      },
    ],
    [
      'deep nesting',
      '/api/custom-rules/test/',
      {
        method: 'POST',
        headers: { ...auth, ...json },
        body: `{"code":"function rule(d){return d}","entry_point":"e7","input":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
      },
    ],
  ];
  let serverErrors = 0;
  const answers: string[] = [];
  for (const [name, path, init] of probes) {
    const res = await fetch(url + path, init);
    if (res.status >= 500) serverErrors++;
    answers.push(`${name} ${res.status}`);
  }
  console.log(
    `hostile input: ${serverErrors} of ${probes.length} answered 5xx (${answers.join('; ')})`,
  );

  // 5. /api/health while a rule allocates strings in a loop
  {
    const hostile = fetch(`${url}/api/custom-rules/test/`, {
      method: 'POST',
      headers: { ...auth, ...json },
      body: JSON.stringify({
        code: "function rule() { var s = []; for (;;) { s.push(''.padEnd(3e6, 'x')); } }",
        entry_point: 'e7',
        input: {},
      }),
    });
    let done = false;
    const started = performance.now();
    void hostile.finally(() => (done = true));
    const waits: number[] = [];
    while (!done) {
      const t0 = performance.now();
      await fetch(`${url}/api/health`);
      waits.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 5));
    }
    const ruleMs = Math.round(performance.now() - started);
    const sorted = waits.sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    console.log(
      `hostile rule ran ${ruleMs} ms; /api/health answered ${waits.length} times beside it: ` +
        `median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
    );
  }

  // 7. headers
  const page = await fetch(`${url}/`);
  const api = await fetch(`${url}/api/users/me/`, { headers: auth });
  const names = [
    'content-security-policy',
    'x-frame-options',
    'x-content-type-options',
    'referrer-policy',
  ];
  console.log(
    `portal page headers: ${names.map((n) => `${n}=${page.headers.get(n) ? 'yes' : 'NO'}`).join(', ')}`,
  );
  console.log(`signed-in API cache-control: ${api.headers.get('cache-control')}`);
} finally {
  await server.stop();
}
