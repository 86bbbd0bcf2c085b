import type { schedules as sv } from '../sv/schedules';

export const schedules: typeof sv = {};
