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
// Web UI texts (screens), added on top of the shared messages.
import { admin as enAdmin } from './en/admin';
import { auth as enAuth } from './en/auth';
import { common as enCommon } from './en/common';
import { dashboard as enDashboard } from './en/dashboard';
import { invite as enInvite } from './en/invite';
import { notifications as enNotifications } from './en/notifications';
import { outbox as enOutbox } from './en/outbox';
import { profile as enProfile } from './en/profile';
import { reconciliation as enReconciliation } from './en/reconciliation';
import { rules as enRules } from './en/rules';
import { sync as enSync } from './en/sync';
import { switching as enSwitching } from './en/switching';
import { team as enTeam } from './en/team';
import { admin as svAdmin } from './sv/admin';
import { auth as svAuth } from './sv/auth';
import { common as svCommon } from './sv/common';
import { dashboard as svDashboard } from './sv/dashboard';
import { invite as svInvite } from './sv/invite';
import { notifications as svNotifications } from './sv/notifications';
import { outbox as svOutbox } from './sv/outbox';
import { profile as svProfile } from './sv/profile';
import { reconciliation as svReconciliation } from './sv/reconciliation';
import { rules as svRules } from './sv/rules';
import { sync as svSync } from './sv/sync';
import { switching as svSwitching } from './sv/switching';
import { team as svTeam } from './sv/team';

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
    auth: svAuth,
    admin: svAdmin,
    common: svCommon,
    dashboard: svDashboard,
    invite: svInvite,
    notifications: svNotifications,
    outbox: svOutbox,
    profile: svProfile,
    reconciliation: svReconciliation,
    rules: svRules,
    sync: svSync,
    switching: svSwitching,
    team: svTeam,
  },
  en: {
    email: enEmail,
    errors: enErrors,
    fields: enFields,
    roles: enRoles,
    routes: enRoutes,
    validation: enValidation,
    auth: enAuth,
    admin: enAdmin,
    common: enCommon,
    dashboard: enDashboard,
    invite: enInvite,
    notifications: enNotifications,
    outbox: enOutbox,
    profile: enProfile,
    reconciliation: enReconciliation,
    rules: enRules,
    sync: enSync,
    switching: enSwitching,
    team: enTeam,
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
