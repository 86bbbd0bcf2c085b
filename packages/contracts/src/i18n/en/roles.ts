import type { roles as sv } from '../sv/roles';

export const roles: typeof sv = {
  Owner: 'Company manager',
  PartnerAccountant: 'Partner accountant',
  MasterAccountant: 'Partner accountant',
  Colleague: 'Colleague',
  NonPartnerAccountant: 'Accountant',
  AssistingAccountant: 'Accountant',
  Inhouse: 'Staff',
  NOT_AVAILABLE: 'Not available',
  NOT_SET: 'Not set',
};
