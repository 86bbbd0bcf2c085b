import { people, products, taxRates } from '../catalog';
import { paged } from '../http';
import type { Route } from '../http';
import { formatAmount } from '../money';

const taxClass = (rate: number) => (rate === 25 ? '' : `${rate}-procent`);

/** Products and customers: the same for every store, paged like orders. */
export const catalogRoutes: Route[] = [
  {
    path: '/wp-json/wc/v3/products',
    handle: (ctx) => {
      const page = paged(products, ctx);
      return {
        ...page,
        body: page.items.map((p) => ({
          id: p.id,
          name: p.name,
          slug: p.sku.toLowerCase(),
          type: 'simple',
          status: 'publish',
          sku: p.sku,
          price: formatAmount(p.price),
          regular_price: formatAmount(p.price),
          sale_price: '',
          tax_status: 'taxable',
          tax_class: taxClass(p.ratePercent),
          tax_rate_label: taxRates.find((r) => r.ratePercent === p.ratePercent)?.label,
        })),
      };
    },
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
        body: page.items.map(({ id, person: [first, last, city] }) => ({
          id,
          email: `${first.toLowerCase()}@example.se`,
          first_name: first,
          last_name: last,
          role: 'customer',
          username: first.toLowerCase(),
          billing: { first_name: first, last_name: last, city, country: 'SE' },
        })),
      };
    },
  },
];
