/** todos: texts of the todos screens (issue 17). */
export const todos = {
  title: '',
};
