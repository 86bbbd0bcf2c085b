/** /audit-preparation and /tax-preparation (issue 15). */
export const preparation = {
  intro: '',
};
