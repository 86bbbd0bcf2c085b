import type PgBoss from 'pg-boss';
import type { AppContext } from '../context';
import { startMailWorker } from '../modules/mail/mail.job';
import { smtpTransport } from '../modules/mail/transport';

/** Registers every queue handler of this process. One explicit list. */
export async function startWorkers(boss: PgBoss, ctx: AppContext, pollingIntervalSeconds = 2) {
  const transport = ctx.config.smtpUrl ? smtpTransport(ctx.config.smtpUrl) : undefined;
  await startMailWorker(boss, ctx, transport, pollingIntervalSeconds);
}
