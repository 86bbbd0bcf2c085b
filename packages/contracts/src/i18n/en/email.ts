import type { email as sv } from '../sv/email';

export const email: typeof sv = {};
