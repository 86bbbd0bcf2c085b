/** /projects and /projects/{id}: projects, Kanban boards, tasks, timeline (issue 15). */
export const projects = {
  intro: '',
  default_board: 'Tavla',
  default_columns: { todo: 'Att göra', doing: 'Pågår', done: 'Klart' },
};
