/**
 * Fortnox answers every failure with `{"ErrorInformation": {"Error", "Message", "Code"}}`
 * (schema `fortnox_ErrorInformationWrap` in the spec). The spec lists few codes; the numbers
 * below follow Fortnox's public error list where known and are otherwise simulator constants.
 */
export const errorCodes = {
  invalidToken: 2000311,
  rateLimited: 2000700,
  notFound: 2000430,
  invalidJson: 2000587,
  unbalancedVoucher: 2000588,
  accountNotFound: 2001265,
  inactiveAccount: 2001266,
  currencyNotFound: 2000534,
  tooManyRows: 2000756,
  outsideFinancialYear: 2000595,
  missingField: 2000357,
  customerNotFound: 2000433,
  alreadyCredited: 2000742,
  invalidParameter: 2000759,
  voucherSeriesNotFound: 2000762,
  lockedPeriod: 2000769,
  internal: 2000000,
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

export interface ErrorBody {
  ErrorInformation: { Error: number; Message: string; Code: number };
}

export class FortnoxError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { ErrorInformation: { Error: 1, Message: this.message, Code: this.code } };
  }
}

export const notFound = (what: string): FortnoxError =>
  new FortnoxError(404, errorCodes.notFound, `Kan inte hitta ${what}.`);

export const badRequest = (code: ErrorCode, message: string): FortnoxError =>
  new FortnoxError(400, code, message);
