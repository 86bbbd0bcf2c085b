import { email as enEmail } from './en/email';
import { errors as enErrors } from './en/errors';
import { fields as enFields } from './en/fields';
import { roles as enRoles } from './en/roles';
import { routes as enRoutes } from './en/routes';
import { validation as enValidation } from './en/validation';
import { email as svEmail } from './sv/email';
import { errors as svErrors } from './sv/errors';
import { fields as svFields } from './sv/fields';
import { roles as svRoles } from './sv/roles';
import { routes as svRoutes } from './sv/routes';
import { validation as svValidation } from './sv/validation';

export const LOCALES = ['sv', 'en'] as const;
export type AppLocale = (typeof LOCALES)[number];
/** SPEC §9: default locale sv. */
export const DEFAULT_LOCALE: AppLocale = 'sv';

/** Messages shared by web and server. The web adds its screen texts on top (apps/web/src/i18n). */
export const sharedResources = {
  sv: {
    email: svEmail,
    errors: svErrors,
    fields: svFields,
    roles: svRoles,
    routes: svRoutes,
    validation: svValidation,
  },
  en: {
    email: enEmail,
    errors: enErrors,
    fields: enFields,
    roles: enRoles,
    routes: enRoutes,
    validation: enValidation,
  },
} as const;

/** `Accept-Language` → locale: the first tag we support, else sv. */
export function pickLocale(header: string | undefined | null): AppLocale {
  if (!header) return DEFAULT_LOCALE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (tag === 'sv' || tag === 'en') return tag;
  }
  return DEFAULT_LOCALE;
}

type Tree = { readonly [k: string]: string | Tree };

/** Looks up `ns.key` (dot path) and fills `{{param}}`; unknown keys come back as the key. */
export function translate(
  locale: AppLocale,
  key: string,
  params: Record<string, string | number> = {},
  extra: Record<AppLocale, Tree> | undefined = undefined,
): string {
  const lookup = (tree: Tree): string | undefined => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  const text = lookup(sharedResources[locale] as Tree) ?? (extra && lookup(extra[locale])) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
