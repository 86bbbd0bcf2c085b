import { randomUUID } from 'node:crypto';

/**
 * Visma eAccounting answers every failure with `{ErrorCode, DeveloperErrorMessage, ErrorId}`
 * (developer.vismaonline.com, "Error handling" and "Error codes").
 */
export const errorCodes = {
  dataModelValidation: 2000,
  resourceNotFound: 3000,
  fiscalYearDoesNotExist: 3001,
  accountNotFound: 3002,
  conflict: 4000,
  canNotBeCreatedOrUpdated: 4002,
  unauthorized: 4005,
  rateLimited: 4010,
  lockedPeriod: 4026,
  internal: 5000,
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

export class VismaError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody() {
    return { ErrorCode: this.code, DeveloperErrorMessage: this.message, ErrorId: randomUUID() };
  }
}

export const badRequest = (code: ErrorCode, message: string) => new VismaError(400, code, message);

export const notFound = (what: string) =>
  new VismaError(404, errorCodes.resourceNotFound, `${what} was not found.`);

export const unauthorized = () =>
  new VismaError(
    401,
    errorCodes.unauthorized,
    'AuthorizationException - Authorization has been denied for this request.',
  );

export const tooManyRequests = (retryAfterSeconds: number) =>
  new VismaError(
    429,
    errorCodes.rateLimited,
    `API calls quota exceeded! maximum admitted 600 per Minute. Try again in ${retryAfterSeconds} seconds.`,
  );
