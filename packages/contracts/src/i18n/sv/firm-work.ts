/** /overview, /client-portfolio, the partner dashboard and /kickback-payouts (issue 15). */
export const firm = {
  intro: '',
};
