import type { guides as sv } from '../sv/guides';

export const guides: typeof sv = {
  title: '',
};
