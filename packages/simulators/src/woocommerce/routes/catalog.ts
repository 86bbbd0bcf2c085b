import { people, taxRates } from '../catalog';
import { paged } from '../http';
import type { Route } from '../http';
import { taxClassOf } from '../products';

/** Tax rates, the tax setting and customers: the same for every store, paged like orders. */
export const catalogRoutes: Route[] = [
  {
    // the store's tax rates: one per class, Sweden only
    path: '/wp-json/wc/v3/taxes',
    handle: (ctx) => {
      const page = paged(taxRates, ctx);
      return {
        ...page,
        body: page.items.map((r) => ({
          id: r.rateId,
          country: 'SE',
          state: '',
          postcode: '',
          city: '',
          rate: r.ratePercent.toFixed(4),
          name: r.label,
          priority: 1,
          compound: false,
          shipping: r.ratePercent === 25,
          order: r.rateId,
          class: r.ratePercent === 25 ? 'standard' : taxClassOf(r.ratePercent),
        })),
      };
    },
  },
  {
    path: '/wp-json/wc/v3/settings/tax/woocommerce_prices_include_tax',
    handle: () => ({
      status: 200,
      body: {
        id: 'woocommerce_prices_include_tax',
        label: 'Prices entered with tax',
        type: 'radio',
        default: 'no',
        value: 'yes',
        options: {
          yes: 'Yes, I will enter prices inclusive of tax',
          no: 'No, I will enter prices exclusive of tax',
        },
      },
    }),
  },
  {
    path: '/wp-json/wc/v3/settings/general/woocommerce_currency',
    handle: () => ({
      status: 200,
      body: {
        id: 'woocommerce_currency',
        label: 'Currency',
        type: 'select',
        default: 'USD',
        value: 'SEK',
      },
    }),
  },
  {
    path: '/wp-json/wc/v3/customers',
    handle: (ctx) => {
      const page = paged(
        people.map((person, i) => ({ id: i + 1, person })),
        ctx,
      );
      return {
        ...page,
        body: page.items.map(({ id, person: [first, last, city, address1, postcode] }) => ({
          id,
          email: `${first.toLowerCase()}@example.se`,
          first_name: first,
          last_name: last,
          role: 'customer',
          username: first.toLowerCase(),
          billing: {
            first_name: first,
            last_name: last,
            address_1: address1,
            postcode,
            city,
            country: 'SE',
          },
        })),
      };
    },
  },
];
