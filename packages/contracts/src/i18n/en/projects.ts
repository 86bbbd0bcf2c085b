import type { projects as sv } from '../sv/projects';

export const projects: typeof sv = {
  intro: '',
  default_board: 'Board',
  default_columns: { todo: 'To do', doing: 'In progress', done: 'Done' },
};
