import { ROLES } from '@portal/contracts/roles';
import type { TFunction } from 'i18next';

/** Select options of every role; labels from `roles.<Role>`, the value kept visible where labels repeat. */
export function roleOptions(t: TFunction) {
  return ROLES.map((role) => ({ value: role, label: `${t(`roles.${role}`)} (${role})` }));
}
