/** /financial-reports, /consolidated-reports, /kpi and /roi-calculator (issue 16). */
export const financials = {};
