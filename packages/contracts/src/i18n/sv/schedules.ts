/** /scheduled-reports (issue 16). */
export const schedules = {};
