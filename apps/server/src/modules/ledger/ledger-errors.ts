import { ConnectorError } from '@portal/connectors/errors';
import { formatMinor } from '@portal/connectors/money';
import { SieParseError } from '@portal/connectors/sie/parse';
import type { AppLocale } from '@portal/contracts/i18n/resources';

/** How people name the systems a ledger is read from. */
export const SYSTEM_NAMES = { fortnox: 'Fortnox', visma: 'Visma eEkonomi', sie: 'SIE' } as const;

export interface Failure {
  key: string;
  params: Record<string, string | number>;
}

/** Why a SIE file is refused, naming the line (and, when it does not balance, by how much). */
export function sieFailure(error: SieParseError, locale: AppLocale = 'sv'): Failure {
  const params: Record<string, string | number> = { line: error.line };
  if (error.code === 'unbalanced') {
    const off = /off by (-?\d+)/.exec(error.message)?.[1];
    if (off !== undefined) {
      const amount = formatMinor(Number(off), 'SEK');
      params.difference = `${locale === 'sv' ? amount.replace('.', ',') : amount} kr`;
    }
  }
  return { key: `ledger.errors.sie_${error.code}`, params };
}

/**
 * A failed refresh as a person's message: the SDK's error codes of the accounting system, a
 * SIE file it sent that cannot be read, or (anything else) that it failed, details in the log.
 */
export function refreshFailure(error: unknown, system: keyof typeof SYSTEM_NAMES): Failure {
  const name = SYSTEM_NAMES[system];
  if (error instanceof ConnectorError) {
    const params: Record<string, string | number> = { system: name };
    if (error.retryAfterSeconds) params.seconds = error.retryAfterSeconds;
    return { key: `ledger.errors.source_${error.code}`, params };
  }
  if (error instanceof SieParseError) {
    return { key: 'ledger.errors.source_unreadable', params: { system: name, line: error.line } };
  }
  return { key: 'ledger.errors.refresh_failed', params: { system: name } };
}
