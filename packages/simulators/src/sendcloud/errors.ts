/**
 * Sendcloud's error body: `{"error": {"code", "request", "message"}}`, `code` the HTTP status and
 * `request` the path without its leading slash (`api/v2/parcels`).
 */
export class SendcloudError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** what a 429 asks the client to wait (the Retry-After header) */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  toBody(request: string) {
    return { error: { code: this.status, request, message: this.message } };
  }
}

export const unauthorized = () => new SendcloudError(401, 'Invalid username/password.');

export const badRequest = (message: string) => new SendcloudError(400, message);

export const notFound = (what = 'object') =>
  new SendcloudError(404, `No ${what} matches the given query.`);

/** what Sendcloud says when the carrier refuses a valid request (postal code, service point) */
export const preconditionFailed = (message: string) => new SendcloudError(412, message);

export const gone = (message: string) => new SendcloudError(410, message);

export const tooManyRequests = (seconds: number) =>
  new SendcloudError(
    429,
    `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    seconds,
  );

export const serverError = (status: number) =>
  new SendcloudError(status, 'Internal server error. Please try again later.');
