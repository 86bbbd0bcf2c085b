/** Stripe's error object: `{error: {type, code?, message, param?}}` with the HTTP status beside it. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {
    super(message);
  }

  toBody() {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

export const invalidRequest = (message: string, param?: string) =>
  new StripeApiError(400, 'invalid_request_error', message, param ? { param } : {});

export const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param,
  });

export const noApiKey = () =>
  new StripeApiError(
    401,
    'invalid_request_error',
    "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
  );

export const badApiKey = (key: string) =>
  new StripeApiError(
    401,
    'invalid_request_error',
    `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
  );

export const rateLimited = () =>
  new StripeApiError(
    429,
    'invalid_request_error',
    'Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.',
    { code: 'rate_limit' },
  );

export const serverError = (status: number) =>
  new StripeApiError(status, 'api_error', "Something went wrong on Stripe's end.");

export const unknownRoute = (method: string, path: string) =>
  new StripeApiError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  );

export const idempotencyMismatch = (key: string) =>
  new StripeApiError(
    400,
    'idempotency_error',
    `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  );
