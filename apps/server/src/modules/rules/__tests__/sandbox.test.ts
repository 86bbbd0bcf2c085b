import { describe, expect, it } from 'vitest';
import { applyRules } from '../apply-rules';
import { checkRule, MAX_LOG_LINES, runRule } from '../sandbox';
import { interruptAfterWork, MIN_INTERRUPT_CHECKS } from '../sandbox-vm';

const voucher = {
  description: 'Shopify order 1001',
  rows: [
    { account: 1930, debit: 125, credit: 0 },
    { account: 3001, debit: 0, credit: 100 },
    { account: 2611, debit: 0, credit: 25 },
  ],
};

/** Generous time for the limits that are not under test, so a busy test machine stays green. */
const slow = { timeoutMs: 2000 };

describe('runRule', () => {
  it('returns the voucher the rule changed, with its logs and run time', async () => {
    const code = `function rule(data) {
      console.log('rows', data.rows.length);
      data.rows = data.rows.map((row) => row.account === 3001 ? { ...row, account: 3051 } : row);
      return data;
    }`;
    const result = await runRule(code, voucher);
    expect(result).toMatchObject({
      ok: true,
      output: {
        ...voucher,
        rows: [voucher.rows[0], { ...voucher.rows[1], account: 3051 }, voucher.rows[2]],
      },
      logs: ['rows 3'],
    });
    expect(result.ms).toBeGreaterThanOrEqual(0);
  });

  it('accepts a rule declared with const', async () => {
    const result = await runRule('const rule = (data) => ({ total: data.n * 2 });', { n: 21 });
    expect(result).toMatchObject({ ok: true, output: { total: 42 } });
  });

  it('reports what the rule threw', async () => {
    const result = await runRule('function rule(data) { return data.missing.field; }', {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe('threw');
    expect(result.reason).toBe(
      "The rule threw: TypeError: cannot read property 'field' of undefined (line 1)",
    );
  });

  it('names the line of the rule that threw', async () => {
    const code =
      'function rule(data) {\n  const rows = data.rows;\n  return rows.map((r) => r.x.y);\n}';
    const result = await runRule(code, { rows: [{}] });
    expect(result).toMatchObject({
      ok: false,
      reason: "The rule threw: TypeError: cannot read property 'y' of undefined (line 3)",
    });
  });

  it('reports a thrown non-error value as it is', async () => {
    const result = await runRule("function rule() { throw 'no VAT code'; }", {});
    expect(result).toMatchObject({ ok: false, reason: 'The rule threw: no VAT code' });
  });

  it('stops an infinite loop at the deadline', async () => {
    const started = Date.now();
    const result = await runRule('function rule(data) { for (;;) {} }', {});
    expect(result).toMatchObject({
      ok: false,
      code: 'timeout',
      reason: 'The rule ran longer than 50 ms and was stopped',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it.each([
    ['padEnd', "function rule() { for (;;) { ''.padEnd(3e6, 'x'); } }"],
    ['join', "function rule() { for (;;) { new Array(1e6).join('x'); } }"],
    ['repeat', "function rule() { var a = []; for (;;) { a.push('x'.repeat(1 << 20)); } }"],
  ])(
    'stops a rule stuck in long built-in calls (%s) without holding up the server',
    async (_name, code) => {
      // The server's own thread keeps its timers: the longest gap between ticks stays short.
      let last = performance.now();
      let longestGap = 0;
      const ticker = setInterval(() => {
        const now = performance.now();
        longestGap = Math.max(longestGap, now - last);
        last = now;
      }, 5);
      const started = Date.now();
      try {
        const result = await runRule(code, {});
        expect(result).toMatchObject({ ok: false });
        expect(['timeout', 'memory']).toContain(result.ok ? '' : result.code);
      } finally {
        clearInterval(ticker);
      }
      expect(Date.now() - started).toBeLessThan(2000);
      // blocked, the gap was the whole rule (18–99 s); a busy machine pauses some 100 ms at most
      expect(longestGap).toBeLessThan(500);
      // and the next rule runs as usual on a fresh thread
      expect(await runRule('function rule(d) { return d * 2; }', 21)).toMatchObject({ output: 42 });
    },
  );

  it('does not call a short rule too slow when its thread was only paused past the deadline', () => {
    const interrupt = interruptAfterWork(Date.now() - 1000);
    const answers = Array.from({ length: MIN_INTERRUPT_CHECKS + 1 }, () => interrupt());
    expect(answers).toEqual([...Array<boolean>(MIN_INTERRUPT_CHECKS - 1).fill(false), true, true]);
    const early = interruptAfterWork(Date.now() + 60_000);
    expect(Array.from({ length: 10 }, () => early())).not.toContain(true);
  });

  it('cannot catch the interrupt and keep running', async () => {
    const code = 'function rule() { for (;;) { try { for (;;) {} } catch (e) {} } }';
    expect(await runRule(code, {})).toMatchObject({ ok: false, code: 'timeout' });
  });

  it('stops a rule that grows an array past the memory limit', async () => {
    const code =
      'function rule() { const a = []; for (let i = 0; ; i++) a.push({ i, s: "x" + i }); }';
    expect(await runRule(code, {}, slow)).toMatchObject({
      ok: false,
      code: 'memory',
      reason: 'The rule used more than 8 MiB of memory',
    });
  });

  it('stops deep recursion at the stack limit', async () => {
    const code = 'function rule(data) { const down = (n) => down(n + 1) + 1; return down(0); }';
    expect(await runRule(code, {}, slow)).toMatchObject({
      ok: false,
      code: 'stack',
      reason: "The rule's stack went deeper than 256 KiB",
    });
  });

  it('reports a syntax error with its line', async () => {
    const result = await runRule('function rule(data) {\n  return data +;\n}', {});
    expect(result).toMatchObject({ ok: false, code: 'syntax' });
    if (!result.ok)
      expect(result.reason).toMatch(/^The rule has a syntax error: SyntaxError: .*\(line 2\)/);
  });

  it('asks for function rule(data) when the code does not define it', async () => {
    expect(await runRule('function transform(data) { return data; }', {})).toMatchObject({
      ok: false,
      code: 'missing_function',
      reason: 'The rule must define function rule(data)',
    });
  });

  it.each([
    ['a function', 'return () => 1;'],
    ['undefined', 'return undefined;'],
    ['a function inside the data', 'return { ...data, f: function () {} };'],
    ['a Map', 'return new Map();'],
    ['a promise', 'return Promise.resolve(data);'],
    ['a cycle', 'const o = {}; o.self = o; return o;'],
  ])('refuses %s as output: it is not JSON', async (_, body) => {
    expect(await runRule(`function rule(data) { ${body} }`, { a: 1 })).toMatchObject({
      ok: false,
      code: 'not_json',
      reason: 'The rule returned something that is not JSON',
    });
  });

  it('has no host access: no require, fetch, timers or process', async () => {
    const code = `function rule() {
      return [typeof require, typeof fetch, typeof setTimeout, typeof process, typeof std, typeof os];
    }`;
    expect(await runRule(code, null)).toMatchObject({
      ok: true,
      output: ['undefined', 'undefined', 'undefined', 'undefined', 'undefined', 'undefined'],
    });
  });

  it('bounds the captured logs', async () => {
    const code =
      'function rule(d) { for (let i = 0; i < 500; i++) console.log("x".repeat(5000)); return d; }';
    const result = await runRule(code, 1, slow);
    expect(result.ok).toBe(true);
    expect(result.logs).toHaveLength(MAX_LOG_LINES + 1);
    expect(result.logs[0]!.length).toBeLessThanOrEqual(1001);
    expect(result.logs.at(-1)).toMatch(/dropped/);
  });

  it('keeps no state between runs', async () => {
    const code = 'var count = (globalThis.count || 0) + 1; function rule() { return count; }';
    const first = await runRule('Object.prototype.polluted = 1; ' + code, null);
    const second = await runRule(
      'function rule() { return [typeof count, ({}).polluted ?? null]; }',
      null,
    );
    expect(first).toMatchObject({ ok: true, output: 1 });
    expect(second).toMatchObject({ ok: true, output: ['undefined', null] });
  });

  it('leaks nothing across 1,000 runs, good and bad', async () => {
    const before = process.memoryUsage().rss;
    for (let i = 0; i < 1000; i++) {
      const code =
        i % 10 === 0
          ? 'function rule() { throw new Error("x"); }'
          : 'function rule(d) { return d + 1; }';
      const result = await runRule(code, i, slow);
      if (i % 10 !== 0) expect(result).toMatchObject({ ok: true, output: i + 1 });
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('checkRule', () => {
  it('accepts code that defines rule without calling it', async () => {
    expect(await checkRule('function rule(data) { throw new Error("not now"); }')).toMatchObject({
      ok: true,
    });
  });

  it('refuses a syntax error and a missing rule function', async () => {
    expect(await checkRule('function rule( {')).toMatchObject({ ok: false, code: 'syntax' });
    expect(await checkRule('const x = 1;')).toMatchObject({ ok: false, code: 'missing_function' });
  });
});

describe('applyRules', () => {
  const rules = [
    {
      id: 3,
      entryPoint: 'e7',
      active: true,
      code: 'function rule(d) { return { ...d, steps: [...d.steps, 3] }; }',
    },
    {
      id: 1,
      entryPoint: 'e7',
      active: true,
      code: 'function rule(d) { console.log("first"); return { ...d, steps: [...d.steps, 1] }; }',
    },
    {
      id: 2,
      entryPoint: 'e7',
      active: false,
      code: 'function rule(d) { return { ...d, steps: [...d.steps, 2] }; }',
    },
    {
      id: 4,
      entryPoint: 'e6',
      active: true,
      code: 'function rule(d) { return { ...d, steps: [...d.steps, 4] }; }',
    },
    {
      id: 5,
      entryPoint: 'e7',
      active: true,
      appName: 'woocommerce',
      code: 'function rule(d) { return { ...d, steps: [...d.steps, 5] }; }',
    },
  ];

  it('runs the active rules of the entry point in id order, each on the previous output', async () => {
    const result = await applyRules(rules, 'e7', { steps: [] }, { appName: 'shopify' });
    expect(result).toEqual({ ok: true, output: { steps: [1, 3] }, logs: ['rule 1: first'] });
  });

  it('stops at the first failure and names the rule', async () => {
    const failing = rules.map((r) =>
      r.id === 2 ? { ...r, active: true, code: 'function rule() { for (;;) {} }' } : r,
    );
    const result = await applyRules(failing, 'e7', { steps: [] }, { appName: 'shopify' });
    expect(result).toMatchObject({
      ok: false,
      ruleId: 2,
      reason: 'Custom rule 2: The rule ran longer than 50 ms and was stopped',
    });
  });
});
