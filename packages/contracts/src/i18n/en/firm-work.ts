import type { firm as sv } from '../sv/firm-work';

export const firm: typeof sv = {
  intro: '',
};
