/** /workflow-templates: templates, projects made from them, recurrences (issue 15). */
export const workflows = {
  intro: '',
};
