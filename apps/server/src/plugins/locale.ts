import type { FastifyInstance } from 'fastify';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import { DEFAULT_LOCALE, pickLocale, translate } from '@portal/contracts/i18n/resources';
import { messages as enMessages } from '@portal/contracts/i18n/en/messages';
import { messages as svMessages } from '@portal/contracts/i18n/sv/messages';
import type { Message } from '../http/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** from Accept-Language: sv by default, en when asked (SPEC §9) */
    locale: AppLocale;
  }
}

/** The server's confirmations (`messages.*`), looked up after the shared resources. */
const SERVER_TEXTS = { sv: { messages: svMessages }, en: { messages: enMessages } };

export function t(locale: AppLocale, key: string, params: Record<string, string | number> = {}) {
  return translate(locale, key, params, SERVER_TEXTS);
}

/** A field's label in the locale, or its name when it has none. */
export function fieldLabel(locale: AppLocale, field: string): string {
  const key = `fields.${field}`;
  const label = t(locale, key);
  return label === key ? field : label;
}

/** Translates a message; a `field` parameter becomes the field's label, as the web words it. */
export function translateMessage(locale: AppLocale, message: Message): string {
  const params = { ...message.params };
  if (typeof params.field === 'string') params.field = fieldLabel(locale, params.field);
  return t(locale, message.key, params);
}

export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.headers['accept-language']);
  });
}
