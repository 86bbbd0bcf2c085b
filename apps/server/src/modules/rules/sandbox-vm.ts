import { getQuickJS } from 'quickjs-emscripten';
import type { QuickJSContext, QuickJSHandle, QuickJSWASMModule } from 'quickjs-emscripten';
import { callRuleSource, HARNESS_SOURCE, hasRuleSource } from './sandbox-harness';

/**
 * The QuickJS side of the rule sandbox, run inside a worker thread (rule-worker.ts).
 *
 * A custom rule (SPEC §9, entry points e1–e8) is JavaScript that defines
 *
 * ```js
 * function rule(data) {
 *   // data: the JSON the engine built at the rule's entry point (article, customer, invoice,
 *   // accrual, order or voucher; e8: the article whose "must sync each time" is decided)
 *   return data; // the JSON the engine continues with
 * }
 * ```
 *
 * It runs in a fresh QuickJS context: no network, timers, modules or host objects; `console.log`
 * is captured. Time, memory and stack are limited; a rule that breaks a limit is stopped.
 */
export interface RuleLimits {
  timeoutMs: number;
  memoryBytes: number;
  stackBytes: number;
}

export const DEFAULT_RULE_LIMITS: RuleLimits = {
  timeoutMs: 50,
  memoryBytes: 8 * 1024 * 1024,
  stackBytes: 256 * 1024,
};

export type RuleFailureCode =
  'syntax' | 'threw' | 'timeout' | 'memory' | 'stack' | 'missing_function' | 'not_json';

export interface RuleFailure {
  ok: false;
  code: RuleFailureCode;
  /** what went wrong and what to do about it, in English (element failure reasons, logs) */
  reason: string;
  /** the engine's own words for a syntax error or a thrown value */
  detail?: string;
  logs: string[];
  ms: number;
}

export type RuleResult = { ok: true; output: unknown; logs: string[]; ms: number } | RuleFailure;

export const MAX_LOG_LINES = 100;
/**
 * QuickJS asks the interrupt handler about every 10,000 operations. A rule is stopped at its
 * deadline only once it has asked this many times: a short rule whose thread the machine merely
 * paused past the deadline (a busy server, a first run of cold code) is not called too slow.
 */
export const MIN_INTERRUPT_CHECKS = 3;

/** Interrupts once the wall-clock deadline has passed and the rule has done real work. */
export function interruptAfterWork(deadline: number) {
  let checks = 0;
  return () => ++checks >= MIN_INTERRUPT_CHECKS && Date.now() > deadline;
}
export const MAX_LOG_LINE_CHARS = 1000;

let quickJs: Promise<QuickJSWASMModule> | undefined;

/** One QuickJS WASM module per process, loaded on first use. */
function loadQuickJs(): Promise<QuickJSWASMModule> {
  quickJs ??= getQuickJS();
  return quickJs;
}

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

export function failureReason(code: RuleFailureCode, limits: RuleLimits, detail = ''): string {
  switch (code) {
    case 'syntax':
      return `The rule has a syntax error: ${detail}`;
    case 'threw':
      return `The rule threw: ${detail}`;
    case 'timeout':
      return `The rule ran longer than ${limits.timeoutMs} ms and was stopped`;
    case 'memory':
      return `The rule used more than ${mib(limits.memoryBytes)} of memory`;
    case 'stack':
      return `The rule's stack went deeper than ${kib(limits.stackBytes)}`;
    case 'missing_function':
      return 'The rule must define function rule(data)';
    case 'not_json':
      return 'The rule returned something that is not JSON';
  }
}

/** Words a thrown value: `TypeError: message (line 3)` for errors, else the value itself. */
function describeThrown(value: unknown): string {
  if (value && typeof value === 'object' && 'message' in value) {
    const error = value as {
      name?: unknown;
      message?: unknown;
      lineNumber?: unknown;
      stack?: unknown;
    };
    // Syntax errors carry the line; thrown errors name it in the stack's innermost rule.js frame.
    const stackLine = /rule\.js:(\d+)/.exec(String(error.stack ?? ''))?.[1];
    const lineNumber = typeof error.lineNumber === 'number' ? error.lineNumber : stackLine;
    const line = lineNumber !== undefined ? ` (line ${lineNumber})` : '';
    return `${String(error.name ?? 'Error')}: ${String(error.message)}${line}`;
  }
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

/** Sorts an error from QuickJS into the limit it broke, a syntax error or a plain throw. */
function classify(value: unknown, phase: 'load' | 'call'): RuleFailureCode {
  const error = (value ?? {}) as { name?: unknown; message?: unknown };
  if (value === null || value === undefined) return 'memory';
  if (error.name === 'InternalError' && error.message === 'interrupted') return 'timeout';
  if (error.message === 'out of memory') return 'memory';
  if (error.message === 'stack overflow' || error.message === 'Maximum call stack size exceeded') {
    return 'stack';
  }
  return phase === 'load' && error.name === 'SyntaxError' ? 'syntax' : 'threw';
}

function formatLogLine(vm: QuickJSContext, args: QuickJSHandle[]): string {
  const parts = args.map((arg) => {
    if (vm.typeof(arg) === 'string') return vm.getString(arg);
    try {
      const value: unknown = vm.dump(arg);
      return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
    } catch {
      return '[unprintable]';
    }
  });
  const line = parts.join(' ');
  return line.length > MAX_LOG_LINE_CHARS ? `${line.slice(0, MAX_LOG_LINE_CHARS)}…` : line;
}

/** `console.log/info/warn/error` append to `logs`, at most MAX_LOG_LINES lines. */
function captureConsole(vm: QuickJSContext, logs: string[]): void {
  const consoleHandle = vm.newObject();
  for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
    const fn = vm.newFunction(level, (...args) => {
      if (logs.length < MAX_LOG_LINES) logs.push(formatLogLine(vm, args));
      else if (logs.length === MAX_LOG_LINES) logs.push('… further log lines were dropped');
    });
    vm.setProp(consoleHandle, level, fn);
    fn.dispose();
  }
  vm.setProp(vm.global, 'console', consoleHandle);
  consoleHandle.dispose();
}

type Step = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Evaluates code and copies its result (or the error) out, disposing every handle. */
function evaluate(vm: QuickJSContext, code: string, filename: string): Step {
  const result = vm.evalCode(code, filename);
  if (result.error) {
    let error: unknown = null;
    try {
      error = vm.dump(result.error);
    } catch {
      // out of memory while copying the error out
    }
    result.error.dispose();
    return { ok: false, error };
  }
  const value: unknown = vm.dump(result.value);
  result.value.dispose();
  return { ok: true, value };
}

interface Session {
  vm: QuickJSContext;
  logs: string[];
  /** a QuickJS error with the phase it happened in, or a failure code decided by the host */
  fail(errorOrCode: unknown, phase?: 'load' | 'call'): RuleFailure;
}

/** Runs `body` in a fresh runtime and context with the limits; disposes both afterwards. */
async function withContext(
  limits: RuleLimits,
  body: (session: Session) => RuleResult,
): Promise<RuleResult> {
  const quickjs = await loadQuickJs();
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(limits.stackBytes);
  const vm = runtime.newContext();
  const logs: string[] = [];
  let deadline = Infinity;
  const fail = (errorOrCode: unknown, phase?: 'load' | 'call'): RuleFailure => {
    let code = phase ? classify(errorOrCode, phase) : (errorOrCode as RuleFailureCode);
    if (code === 'threw' && Date.now() > deadline) code = 'timeout';
    const detail = code === 'syntax' || code === 'threw' ? describeThrown(errorOrCode) : undefined;
    const reason = failureReason(code, limits, detail);
    return { ok: false, code, reason, ...(detail ? { detail } : {}), logs, ms: elapsed() };
  };
  try {
    captureConsole(vm, logs);
    const harness = evaluate(vm, HARNESS_SOURCE, 'harness.js');
    if (!harness.ok) return fail(harness.error, 'load');
    // The clock starts when the rule's own code does, not while the context is set up.
    deadline = Date.now() + limits.timeoutMs;
    runtime.setInterruptHandler(interruptAfterWork(deadline));
    const result = body({ vm, logs, fail });
    return result.ok ? { ...result, ms: elapsed() } : result;
  } finally {
    vm.dispose();
    runtime.dispose();
  }
}

/** Defines the rule: its top-level code runs (the harness is already in place). */
function load(session: Session, code: string): RuleFailure | null {
  const loaded = evaluate(session.vm, code, 'rule.js');
  if (!loaded.ok) return session.fail(loaded.error, 'load');
  return null;
}

/**
 * Runs `rule(input)` in a fresh QuickJS context on the calling thread. Never throws for a bad
 * rule, but a rule inside one long built-in call (`'x'.padEnd(1e8)`) is only interrupted when
 * the call returns: the server runs this in a worker thread (`sandbox.ts`), never on its own.
 */
export async function runRuleHere(
  code: string,
  input: unknown,
  limits: Partial<RuleLimits> = {},
): Promise<RuleResult> {
  const inputJson = JSON.stringify(input ?? null);
  return withContext({ ...DEFAULT_RULE_LIMITS, ...limits }, (session) => {
    const failed = load(session, code);
    if (failed) return failed;
    const called = evaluate(session.vm, callRuleSource(inputJson), 'call.js');
    if (!called.ok) return session.fail(called.error, 'call');
    if (called.value === 'missing') return session.fail('missing_function');
    if (called.value === 'not_json') return session.fail('not_json');
    const output: unknown = JSON.parse(String(called.value).slice('ok:'.length));
    return { ok: true, output, logs: session.logs, ms: 0 };
  });
}

/** The check before a rule is saved: it compiles, its top level runs, and it defines `rule`. */
export async function checkRuleHere(
  code: string,
  limits: Partial<RuleLimits> = {},
): Promise<RuleResult> {
  return withContext({ ...DEFAULT_RULE_LIMITS, ...limits }, (session) => {
    const failed = load(session, code);
    if (failed) return failed;
    const defined = evaluate(session.vm, hasRuleSource, 'check.js');
    if (!defined.ok) return session.fail(defined.error, 'call');
    if (defined.value !== true) return session.fail('missing_function');
    return { ok: true, output: null, logs: session.logs, ms: 0 };
  });
}
