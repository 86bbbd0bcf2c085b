/** Notes and /client-communication: conversations between a firm and its clients (issue 15). */
export const collaboration = {
  intro: '',
};
