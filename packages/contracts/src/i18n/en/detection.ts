import type { detection as sv } from '../sv/detection';

export const detection: typeof sv = {};
