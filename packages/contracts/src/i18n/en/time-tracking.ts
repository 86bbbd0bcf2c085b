import type { time as sv } from '../sv/time-tracking';

export const time: typeof sv = {
  intro: '',
};
