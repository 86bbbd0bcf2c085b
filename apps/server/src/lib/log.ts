import pino from 'pino';
import type { Logger } from 'pino';
import { databaseFailure } from '../db/errors';

/**
 * Errors as they may be logged. A database error is its query's name, its SQLSTATE and where it
 * was thrown: its message, stack header and cause carry the query's parameters (password hashes,
 * personal data), so none of them is written.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const failure = databaseFailure(error);
  if (!failure)
    return pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const frames = String((error as { stack?: unknown }).stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line));
  return {
    type: 'DatabaseError',
    message: `Database error ${failure.code} (${failure.query})`,
    ...failure,
    stack: frames.join('\n'),
  };
}

/** The process's logger: pino JSON with errors made safe to keep. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, serializers: { err: loggableError } };
  return destination ? pino(options, destination) : pino(options);
}
