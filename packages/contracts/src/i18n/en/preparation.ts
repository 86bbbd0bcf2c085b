import type { preparation as sv } from '../sv/preparation';

export const preparation: typeof sv = {
  intro: '',
};
