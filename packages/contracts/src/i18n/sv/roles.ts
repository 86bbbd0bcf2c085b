/** SPEC §6 display labels. */
export const roles = {
  Owner: 'Bolagsansvarig',
  PartnerAccountant: 'Partnerredovisningskonsult',
  MasterAccountant: 'Partnerredovisningskonsult',
  Colleague: 'Kollega',
  NonPartnerAccountant: 'Redovisningskonsult',
  AssistingAccountant: 'Redovisningskonsult',
  Inhouse: 'Personal',
  NOT_AVAILABLE: 'Ej tillgänglig',
  NOT_SET: 'Ej angiven',
};
