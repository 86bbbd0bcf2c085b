import { email as enEmail } from './en/email';
import { exports as enExports } from './en/exports';
import { exports as svExports } from './sv/exports';
import { reports as enReports } from './en/reports';
import { reports as svReports } from './sv/reports';
import { errors as enErrors } from './en/errors';
import { fields as enFields } from './en/fields';
import { roles as enRoles } from './en/roles';
import { routes as enRoutes } from './en/routes';
import { subscriptions as enSubscriptions } from './en/subscriptions';
import { connections as enConnections } from './en/connections';
import { appSettings as enAppSettings, bankConnect as enBankConnect } from './en/app-settings';
import { activation as enActivation } from './en/activation';
import { configuration as enConfiguration } from './en/configuration';
import { validation as enValidation } from './en/validation';
import { email as svEmail } from './sv/email';
import { errors as svErrors } from './sv/errors';
import { fields as svFields } from './sv/fields';
import { roles as svRoles } from './sv/roles';
import { routes as svRoutes } from './sv/routes';
import { subscriptions as svSubscriptions } from './sv/subscriptions';
import { connections as svConnections } from './sv/connections';
import { appSettings as svAppSettings, bankConnect as svBankConnect } from './sv/app-settings';
import { activation as svActivation } from './sv/activation';
import { configuration as svConfiguration } from './sv/configuration';
import { validation as svValidation } from './sv/validation';
// Web UI texts (screens), added on top of the shared messages.
import { admin as enAdmin } from './en/admin';
import { auth as enAuth } from './en/auth';
import { billing as enBilling } from './en/billing';
import { checkout as enCheckout } from './en/checkout';
import { catalog as enCatalog } from './en/catalog';
import { common as enCommon } from './en/common';
import { dashboard as enDashboard } from './en/dashboard';
import { invite as enInvite } from './en/invite';
import { notifications as enNotifications } from './en/notifications';
import { outbox as enOutbox } from './en/outbox';
import { profile as enProfile } from './en/profile';
import { reconciliation as enReconciliation } from './en/reconciliation';
import { rules as enRules } from './en/rules';
import { sales as enSales } from './en/sales';
import { sync as enSync } from './en/sync';
import { engine as enEngine } from './en/engine';
import { switching as enSwitching } from './en/switching';
import { team as enTeam } from './en/team';
import { terms as enTerms } from './en/terms';
import { subscriptionStatus as enSubscriptionStatus } from './en/subscription-status';
import { admin as svAdmin } from './sv/admin';
import { auth as svAuth } from './sv/auth';
import { billing as svBilling } from './sv/billing';
import { checkout as svCheckout } from './sv/checkout';
import { catalog as svCatalog } from './sv/catalog';
import { common as svCommon } from './sv/common';
import { dashboard as svDashboard } from './sv/dashboard';
import { invite as svInvite } from './sv/invite';
import { notifications as svNotifications } from './sv/notifications';
import { outbox as svOutbox } from './sv/outbox';
import { profile as svProfile } from './sv/profile';
import { reconciliation as svReconciliation } from './sv/reconciliation';
import { rules as svRules } from './sv/rules';
import { customAccounts as svCustomAccounts } from './sv/custom-accounts';
import { payouts as svPayouts } from './sv/firm-payouts';
import { payouts as enPayouts } from './en/firm-payouts';
import { customAccounts as enCustomAccounts } from './en/custom-accounts';
import { sales as svSales } from './sv/sales';
import { sync as svSync } from './sv/sync';
import { engine as svEngine } from './sv/engine';
import { switching as svSwitching } from './sv/switching';
import { team as svTeam } from './sv/team';
import { terms as svTerms } from './sv/terms';
import { subscriptionStatus as svSubscriptionStatus } from './sv/subscription-status';
import { genericResources as enGenericResources } from './en/generic-resources';
import { genericResources as svGenericResources } from './sv/generic-resources';
import { syncHealth as svSyncHealth } from './sv/sync-health';
import { syncHealth as enSyncHealth } from './en/sync-health';
import { systemNotifications as svSystemNotifications } from './sv/system-notifications';
import { systemNotifications as enSystemNotifications } from './en/system-notifications';
import { apiQueries as enApiQueries } from './en/api-queries';
import { apiQueries as svApiQueries } from './sv/api-queries';
import { projects as svProjects } from './sv/projects';
import { projects as enProjects } from './en/projects';
import { workflows as svWorkflows } from './sv/workflows';
import { workflows as enWorkflows } from './en/workflows';
import { time as svTime } from './sv/time-tracking';
import { time as enTime } from './en/time-tracking';
import { collaboration as svCollaboration } from './sv/collaboration';
import { collaboration as enCollaboration } from './en/collaboration';
import { preparation as svPreparation } from './sv/preparation';
import { preparation as enPreparation } from './en/preparation';
import { firm as svFirm } from './sv/firm-work';
import { firm as enFirm } from './en/firm-work';
import { ledger as svLedger } from './sv/ledger';
import { ledger as enLedger } from './en/ledger';
import { financials as svFinancials } from './sv/financials';
import { financials as enFinancials } from './en/financials';
import { planning as svPlanning } from './sv/planning';
import { planning as enPlanning } from './en/planning';
import { detection as svDetection } from './sv/detection';
import { detection as enDetection } from './en/detection';
import { schedules as svSchedules } from './sv/schedules';
import { schedules as enSchedules } from './en/schedules';
import { faq as svFaq } from './sv/faq';
import { faq as enFaq } from './en/faq';
import { guides as svGuides } from './sv/guides';
import { guides as enGuides } from './en/guides';
import { todos as svTodos } from './sv/todos';
import { todos as enTodos } from './en/todos';
import { shipments as svShipments } from './sv/shipments';
import { shipments as enShipments } from './en/shipments';
import { tours as svTours } from './sv/tours';
import { tours as enTours } from './en/tours';

export const LOCALES = ['sv', 'en'] as const;
export type AppLocale = (typeof LOCALES)[number];
/** SPEC §9: default locale sv. */
export const DEFAULT_LOCALE: AppLocale = 'sv';

/** Messages shared by web and server. The web adds its screen texts on top (apps/web/src/i18n). */
export const sharedResources = {
  sv: {
    email: svEmail,
    exports: svExports,
    reports: svReports,
    errors: svErrors,
    fields: svFields,
    roles: svRoles,
    routes: svRoutes,
    subscriptions: svSubscriptions,
    connections: svConnections,
    app_settings: svAppSettings,
    bank_connect: svBankConnect,
    activation: svActivation,
    configuration: svConfiguration,
    validation: svValidation,
    auth: svAuth,
    billing: svBilling,
    checkout: svCheckout,
    catalog: svCatalog,
    admin: svAdmin,
    common: svCommon,
    dashboard: svDashboard,
    invite: svInvite,
    notifications: svNotifications,
    outbox: svOutbox,
    profile: svProfile,
    reconciliation: svReconciliation,
    rules: svRules,
    custom_accounts: svCustomAccounts,
    payouts: svPayouts,
    sales: svSales,
    sync: svSync,
    engine: svEngine,
    switching: svSwitching,
    team: svTeam,
    terms: svTerms,
    subscription_status: svSubscriptionStatus,
    generic_resources: svGenericResources,
    sync_health: svSyncHealth,
    system_notifications: svSystemNotifications,
    api_queries: svApiQueries,
    projects: svProjects,
    workflows: svWorkflows,
    time: svTime,
    collaboration: svCollaboration,
    preparation: svPreparation,
    firm: svFirm,
    ledger: svLedger,
    financials: svFinancials,
    planning: svPlanning,
    detection: svDetection,
    schedules: svSchedules,
    faq: svFaq,
    guides: svGuides,
    todos: svTodos,
    shipments: svShipments,
    tours: svTours,
  },
  en: {
    email: enEmail,
    exports: enExports,
    reports: enReports,
    errors: enErrors,
    fields: enFields,
    roles: enRoles,
    routes: enRoutes,
    subscriptions: enSubscriptions,
    connections: enConnections,
    app_settings: enAppSettings,
    bank_connect: enBankConnect,
    activation: enActivation,
    configuration: enConfiguration,
    validation: enValidation,
    auth: enAuth,
    billing: enBilling,
    checkout: enCheckout,
    catalog: enCatalog,
    admin: enAdmin,
    common: enCommon,
    dashboard: enDashboard,
    invite: enInvite,
    notifications: enNotifications,
    outbox: enOutbox,
    profile: enProfile,
    reconciliation: enReconciliation,
    rules: enRules,
    custom_accounts: enCustomAccounts,
    payouts: enPayouts,
    sales: enSales,
    sync: enSync,
    engine: enEngine,
    switching: enSwitching,
    team: enTeam,
    terms: enTerms,
    subscription_status: enSubscriptionStatus,
    generic_resources: enGenericResources,
    sync_health: enSyncHealth,
    system_notifications: enSystemNotifications,
    api_queries: enApiQueries,
    projects: enProjects,
    workflows: enWorkflows,
    time: enTime,
    collaboration: enCollaboration,
    preparation: enPreparation,
    firm: enFirm,
    ledger: enLedger,
    financials: enFinancials,
    planning: enPlanning,
    detection: enDetection,
    schedules: enSchedules,
    faq: enFaq,
    guides: enGuides,
    todos: enTodos,
    shipments: enShipments,
    tours: enTours,
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
