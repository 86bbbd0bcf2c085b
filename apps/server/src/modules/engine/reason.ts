import { ConnectorError } from '@portal/connectors/errors';
import type { SaleWarning } from '@portal/connectors/model/sale';
import type { LedgerRefusal } from '@portal/connectors/sdk/connector';
import type { ReasonFrame, reasonMessages } from '@portal/contracts/i18n/sv/engine';
import { databaseFailure, errorText } from '../../db/errors';

/** A reason the engine can give: a message of `engine.reason` in the i18n. */
export type ReasonCode = keyof typeof reasonMessages;
export type ReasonParams = Record<string, string | number>;

/**
 * Why an element failed, is ambiguous or waits: the English `text` (search, logs, the API log)
 * and the same as a message code with its parameters, shown in the reader's language. `frame`
 * and `more` say where it stands (`engine.<frame>[_and_more].<code>`).
 */
export interface Reason {
  text: string;
  code: ReasonCode;
  params: ReasonParams;
  frame?: ReasonFrame;
  /** how many further reasons the text lists after this one */
  more?: number;
}

export const reason = (code: ReasonCode, text: string, params: ReasonParams = {}): Reason => ({
  code,
  text,
  params,
});

/** The i18n key and parameters a reason is shown with. */
export function reasonKey(r: Reason): { key: string; params: ReasonParams } {
  const frame = `${r.frame ?? 'reason'}${r.more ? '_and_more' : ''}`;
  return {
    key: `engine.${frame}.${r.code}`,
    params: r.more ? { ...r.params, more: r.more } : r.params,
  };
}

/** The sync entry's columns for a reason; none clears them (a success without remarks). */
export function reasonColumns(r: Reason | null) {
  if (!r) return { reason: '', reasonKey: null, reasonParams: null };
  const { key, params } = reasonKey(r);
  return { reason: r.text.slice(0, 2000), reasonKey: key, reasonParams: params };
}

/** Several reasons as one: the text lists them all, the key is the first's and says how many follow. */
export function joinReasons(reasons: Reason[], separator = ' · '): Reason | null {
  const [first, ...rest] = reasons;
  if (!first) return null;
  const more = (first.more ?? 0) + rest.reduce((n, r) => n + 1 + (r.more ?? 0), 0);
  return {
    ...first,
    text: reasons.map((r) => r.text).join(separator),
    ...(more ? { more } : {}),
  };
}

/** The reason inside a frame: "booked as a voucher: …", "#1001: …" (a frame replaces a frame). */
export function framed(
  frame: ReasonFrame,
  inner: Reason,
  text: string,
  params: ReasonParams = {},
): Reason {
  return { ...inner, frame, text, params: { ...inner.params, ...params } };
}

/**
 * An error as a reason: a provider's answer or an unexpected error keeps its own words as a
 * parameter; a database failure names its code and query, never its values.
 */
export function errorReason(error: unknown): Reason {
  const text = errorText(error);
  const failure = databaseFailure(error);
  if (failure) return reason('database_error', text, { code: failure.code, query: failure.query });
  if (error instanceof ConnectorError) return reason('provider_error', text, { message: text });
  return reason('unexpected_error', text, { message: text });
}

/** Why the ledger would refuse a document (its connector's check). */
export const refusalReason = (r: LedgerRefusal): Reason => reason(r.code, r.text, r.params);

/**
 * A posting warning, in a summary after the sale it concerns; one stored before warnings had
 * keys keeps its English words.
 */
export function warningReason(w: SaleWarning): Reason {
  const own = w.key
    ? reason(w.key, w.message, w.params ?? {})
    : reason('remark', w.message, { message: w.message });
  return w.sale ? framed('in_sale', own, w.message, { sale: w.sale }) : own;
}

/** A posting's warnings as one reason; none when it has none. */
export const warningsReason = (warnings: SaleWarning[]) => joinReasons(warnings.map(warningReason));
