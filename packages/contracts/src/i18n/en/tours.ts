import type { tours as sv } from '../sv/tours';

export const tours: typeof sv = {
  title: '',
};
