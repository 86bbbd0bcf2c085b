import type { configuration as sv } from '../sv/configuration';

export const configuration: typeof sv = {
  out_of_range:
    'The {{account}} account lies outside the expected range {{min}}–{{max}}. Confirm if it is right.',
  confirm_title: 'Accounts outside the BAS range',
  confirm_text: 'These accounts lie outside the range of the BAS chart where they usually are:',
  confirm_row: '{{account}}: {{number}} (expected {{min}}–{{max}})',
  confirm: 'Yes, use them',
  posting_model: 'Posting model',
  posting_hint: {
    per_order: 'One voucher per order, refund and payout.',
    per_payout: 'One summary per payout with the orders it pays.',
    per_day: 'One summary per day.',
  },
  groups: {
    payments: 'Payments',
    sales: 'Sales and VAT',
    other: 'Other',
  },
  write_back: 'Write back to the shop',
  write_back_hint:
    'The shop’s articles sync to the accounting. Choose whether the accounting’s price or stock is written back to the shop: a value is written when it changes in the accounting, not when you save the choice.',
  write_back_options: {
    none: 'Nothing',
    price: 'Price',
    stock: 'Stock',
    both: 'Price and stock',
  },
  write_back_explained: {
    none: 'The shop keeps its own prices and stock.',
    price: 'The accounting’s price is written to the shop.',
    stock: 'The accounting’s stock is written to the shop.',
    both: 'The accounting’s price and stock are written to the shop.',
  },
  write_back_unavailable:
    'Writing back to the shop is only possible for Shopify and WooCommerce booked into Fortnox or Visma eEkonomi.',
  default: 'BAS: {{account}}',
  save: 'Save settings',
  saved: 'The settings are saved.',
  preview_title: 'How the latest order is booked',
  preview_hint:
    'The portal fetches the shop’s latest order and shows its voucher with the saved accounts. Nothing is booked.',
  preview: 'Show the preview',
  preview_none: 'The shop has no order from the last 30 days to show.',
  preview_failed: 'The preview could not be fetched: connect the app first.',
  account: 'Account',
  name: 'Name',
  debit: 'Debit',
  credit: 'Credit',
};
