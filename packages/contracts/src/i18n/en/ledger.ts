import type { ledger as sv } from '../sv/ledger';

export const ledger: typeof sv = {
  picker: {
    label: 'Company',
    placeholder: 'Choose a company',
    search: 'Search companies',
    none: 'There are no companies whose books you can see.',
    choose: 'Choose a company to see its books.',
    not_read: 'The books of {{company}} have not been read yet.',
    open_ledger: 'Read the books',
  },
};
