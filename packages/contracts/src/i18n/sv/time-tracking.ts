/** /time-tracking and /client-rates: timer, time entries, rates, invoice basis, client profitability (issue 15). */
export const time = {
  intro: '',
};
