import type { financials as sv } from '../sv/financials';

export const financials: typeof sv = {};
