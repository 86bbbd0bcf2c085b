import type { AppContext } from '../../context';
import { reportProgress } from './ledger-source.repository';

/**
 * How far a refresh has come, written to `ledger_sources` for the screen that polls it: at most
 * every `everyMs` unless the step changes, one write after another. The callback never waits
 * (a year is written in one transaction, and PGlite runs one statement at a time): `flush` does.
 */
export function progressReporter(ctx: AppContext, companyId: number, everyMs = 400) {
  let chain: Promise<void> = Promise.resolve();
  let last = { at: 0, percent: -1, phase: '', params: '' };
  const report = (percent: number, phase: string, params: Record<string, string | number> = {}) => {
    const rounded = Math.floor(percent);
    const text = JSON.stringify(params);
    const now = Date.now();
    const changedStep = phase !== last.phase || text !== last.params;
    if (!changedStep && (rounded === last.percent || now - last.at < everyMs)) return;
    last = { at: now, percent: rounded, phase, params: text };
    chain = chain
      .then(() =>
        reportProgress(ctx.db, companyId, {
          progress: rounded,
          phase,
          params,
          now: ctx.clock.now(),
        }),
      )
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'ledger progress not written'));
  };
  return { report, flush: () => chain };
}

export type ProgressReport = ReturnType<typeof progressReporter>['report'];
