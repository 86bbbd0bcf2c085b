/** Canonical role values, used verbatim in the database, the API and the route table (ADR 003). */
export const ROLES = [
  'Owner',
  'PartnerAccountant',
  'MasterAccountant',
  'Colleague',
  'NonPartnerAccountant',
  'AssistingAccountant',
  'Inhouse',
] as const;

export type Role = (typeof ROLES)[number];

/** Placeholders the portal shows when a user has no role yet or the role cannot be read. */
export const ROLE_PLACEHOLDERS = ['NOT_AVAILABLE', 'NOT_SET'] as const;
export type RolePlaceholder = (typeof ROLE_PLACEHOLDERS)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** i18n key of a role's display label (SPEC §6: labels group the roles). */
export function roleLabelKey(role: Role | RolePlaceholder): string {
  return `roles.${role}`;
}

export const ACCOUNTANT_ROLES = [
  'MasterAccountant',
  'PartnerAccountant',
  'NonPartnerAccountant',
  'AssistingAccountant',
] as const satisfies readonly Role[];
export type AccountantRole = (typeof ACCOUNTANT_ROLES)[number];

export function isAccountantRole(value: unknown): value is AccountantRole {
  return typeof value === 'string' && (ACCOUNTANT_ROLES as readonly string[]).includes(value);
}

/** SPEC §2: Owner passes every role check; any other role must be in the list. */
export function roleListAllows(roles: readonly Role[], role: Role | null | undefined): boolean {
  return !!role && (role === 'Owner' || roles.includes(role));
}
