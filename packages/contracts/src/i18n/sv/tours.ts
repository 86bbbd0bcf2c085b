/** tours: texts of the tours screens (issue 17). */
export const tours = {
  title: '',
};
