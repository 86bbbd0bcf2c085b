/** guides: texts of the guides screens (issue 17). */
export const guides = {
  title: '',
};
