import type { collaboration as sv } from '../sv/collaboration';

export const collaboration: typeof sv = {
  intro: '',
};
