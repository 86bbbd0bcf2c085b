import type { ErrorCode } from '@portal/contracts/errors';

/** An i18n key with its parameters; translated in the caller's language when the reply is sent. */
export interface Message {
  key: string;
  params?: Record<string, string | number>;
}

export interface HttpErrorInit {
  detail?: Message;
  /** per-field messages: `{errors: {field: [message]}}` */
  errors?: Record<string, Message[]>;
  /** repeat `detail` as `non_field_errors: [detail]` (the sign-in answer) */
  nonField?: boolean;
  headers?: Record<string, string>;
}

/** A failure the client is told about: `{code, detail}` or `{code, errors}` (ADR 004). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly init: HttpErrorInit = {},
  ) {
    super(code);
    this.name = 'HttpError';
  }
}

const detail = (key: string, params?: Message['params']): Message => ({ key, params });

export const notFound = () =>
  new HttpError(404, 'not_found', { detail: detail('errors.not_found') });

export const permissionDenied = () =>
  new HttpError(403, 'permission_denied', { detail: detail('errors.permission_denied') });

export const notAuthenticated = () =>
  new HttpError(401, 'not_authenticated', { detail: detail('errors.not_authenticated') });

export const tokenExpired = () =>
  new HttpError(401, 'token_expired', { detail: detail('errors.token_expired') });

export const throttled = (seconds: number) =>
  new HttpError(429, 'throttled', {
    detail: detail('errors.throttled', { seconds }),
    headers: { 'retry-after': String(seconds) },
  });

export const signinError = (key = 'errors.signin_error_detail') =>
  new HttpError(400, 'signin_error', { detail: detail(key), nonField: true });

export const withDetail = (
  statusCode: number,
  code: ErrorCode,
  key: string,
  params?: Message['params'],
) => new HttpError(statusCode, code, { detail: detail(key, params) });

/** A refusal whose message is the error code's own: `errors.<code>`. */
export const refusal = (statusCode: number, code: ErrorCode) =>
  withDetail(statusCode, code, `errors.${code}`);

/** One field's error, e.g. `{code: 'invalid_code', errors: {code: ['The code is incorrect.']}}`. */
export const fieldError = (
  code: ErrorCode,
  field: string,
  key: string,
  params?: Message['params'],
) => new HttpError(400, code, { errors: { [field]: [detail(key, params)] } });
