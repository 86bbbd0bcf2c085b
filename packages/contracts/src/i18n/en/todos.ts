import type { todos as sv } from '../sv/todos';

export const todos: typeof sv = {
  title: '',
};
