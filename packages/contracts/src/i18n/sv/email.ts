/** E-mail texts, in the recipient's language. Filled by the server's mail module. */
export const email = {};
