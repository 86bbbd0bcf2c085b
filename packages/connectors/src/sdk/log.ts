/** What the API log keeps of one provider call (ARCHITECTURE: every request and response). */
export interface ApiLogEntry {
  method: string;
  url: string;
  status: number | null;
  durationMs: number;
  attempt: number;
  requestBody?: string;
  responseBody?: string;
  error?: string;
}

export type ApiLogger = (entry: ApiLogEntry) => void;

const MAX_BODY = 4000;
const SECRET_FIELDS =
  /("(?:access_token|refresh_token|client_secret|consumer_secret|password|api_key|token)"\s*:\s*")[^"]*(")/gi;
const SECRET_PARAMS = /([?&](?:access_token|consumer_secret|consumer_key|api_key|token)=)[^&#]*/gi;

/**
 * Masks what must never reach a log: the connection's own secrets wherever they appear, secret
 * JSON fields and secret query parameters. Long bodies are cut.
 */
export function maskSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join('***');
  out = out.replace(SECRET_FIELDS, '$1***$2').replace(SECRET_PARAMS, '$1***');
  return out.length > MAX_BODY ? `${out.slice(0, MAX_BODY)}… (${out.length} characters)` : out;
}
