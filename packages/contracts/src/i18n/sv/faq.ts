/** faq: texts of the faq screens (issue 17). */
export const faq = {
  title: '',
};
