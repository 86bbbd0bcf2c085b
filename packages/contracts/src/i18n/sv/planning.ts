/** /budgets and /cash-flow-forecast (issue 16). */
export const planning = {};
