import { isRole } from '@portal/contracts/roles';
import type { User } from '@portal/contracts/schemas/users';
import type { UserRow } from '../../db/schema/users';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../db/schema/users';

export function pictureUrl(token: string | null): string | null {
  return token ? `/api/media/pictures/${token}/` : null;
}

export interface UserRelations {
  companies: { id: number; name: string; company_id: string }[];
  firms: { id: number; name: string; newFeatures: boolean }[];
}

/** The API's User (contracts/schemas/users.ts) from a row and its memberships. */
export function toUserDto(row: UserRow, relations: UserRelations): User {
  const role = isRole(row.role) ? row.role : null;
  const picture = pictureUrl(row.pictureToken);
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    role,
    roles: role ? [role] : [],
    phone: row.phone,
    is_accountant: row.isAccountant,
    admin_alert_email: row.adminAlertEmail,
    receive_alerts: row.receiveAlerts,
    img: picture,
    picture,
    primary_accountant_id: row.primaryAccountantId,
    locale: row.locale === 'en' ? 'en' : 'sv',
    is_active: row.isActive,
    notification_settings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...row.notificationSettings },
    companies: relations.companies.map(({ id, name, company_id }) => ({ id, name, company_id })),
    accounting_firms: relations.firms.map(({ id, name }) => ({ id, name })),
    new_features: relations.firms.some((f) => f.newFeatures),
    date_joined: row.dateJoined.toISOString(),
  };
}

export function userLocale(row: Pick<UserRow, 'locale'>): 'sv' | 'en' {
  return row.locale === 'en' ? 'en' : 'sv';
}
