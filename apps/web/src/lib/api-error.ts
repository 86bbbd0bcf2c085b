/**
 * The one error type the API client throws. The shared error handler (SPEC §8) reads it:
 * `silent` shows nothing, `expired` the generic text, `response` the server's body,
 * `noResponse` the network text.
 */
export interface ApiErrorInit {
  message?: string;
  silent?: boolean;
  expired?: boolean;
  response?: { status: number; data: unknown };
  noResponse?: boolean;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly silent: boolean;
  readonly expired: boolean;
  readonly response: { status: number; data: unknown } | undefined;
  readonly noResponse: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message ?? '', { cause: init.cause });
    this.name = 'ApiError';
    this.silent = init.silent ?? false;
    this.expired = init.expired ?? false;
    this.response = init.response;
    this.noResponse = init.noResponse ?? false;
  }

  get status(): number | undefined {
    return this.response?.status;
  }

  /** The `code` of an error body, when the server sent one. */
  get code(): string | undefined {
    const data = this.response?.data;
    if (data && typeof data === 'object' && 'code' in data && typeof data.code === 'string')
      return data.code;
    return undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
