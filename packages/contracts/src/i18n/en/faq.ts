import type { faq as sv } from '../sv/faq';

export const faq: typeof sv = {
  title: '',
};
