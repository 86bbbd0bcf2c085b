import type { workflows as sv } from '../sv/workflows';

export const workflows: typeof sv = {
  intro: '',
};
