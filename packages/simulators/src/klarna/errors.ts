import { randomUUID } from 'node:crypto';

/** Klarna's error body: `{error_code, error_messages, correlation_id}`. */
export class KlarnaError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messages: string[],
  ) {
    super(messages.join('; '));
  }

  toBody() {
    return { error_code: this.code, error_messages: this.messages, correlation_id: randomUUID() };
  }
}

export const unauthorized = () =>
  new KlarnaError(401, 'UNAUTHORIZED', ['Invalid credentials for the Settlements API']);

export const badValue = (message: string) => new KlarnaError(400, 'BAD_VALUE', [message]);

export const notFound = (what: string) => new KlarnaError(404, 'NOT_FOUND', [`${what} not found`]);

export const tooManyRequests = () =>
  new KlarnaError(429, 'TOO_MANY_REQUESTS', ['Rate limit exceeded, try again later']);

export const serverError = (status: number) =>
  new KlarnaError(status, 'INTERNAL_SERVER_ERROR', ['An unexpected error occurred']);
