import type { planning as sv } from '../sv/planning';

export const planning: typeof sv = {};
