/**
 * The connector SDK's error codes. A connector translates every provider failure into one of these;
 * the sync engine alone decides what to do (retry with back-off, wait, pause, or report).
 */
export const CONNECTOR_ERROR_CODES = [
  'transient',
  'auth',
  'rate_limited',
  'not_found',
  'validation',
  'conflict',
] as const;
export type ConnectorErrorCode = (typeof CONNECTOR_ERROR_CODES)[number];

export class ConnectorError extends Error {
  constructor(
    readonly code: ConnectorErrorCode,
    message: string,
    /** seconds the provider asked us to wait (429 `Retry-After`) */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ConnectorError';
  }

  get retryable(): boolean {
    return this.code === 'transient' || this.code === 'rate_limited';
  }
}
