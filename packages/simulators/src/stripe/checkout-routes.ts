import type { Route } from './routes';

const ok = (body: unknown) => ({ status: 200, body });

/** Checkout Sessions in the REST API: create, retrieve and expire. */
export const checkoutRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/checkout/sessions',
    handle: ({ state, form, origin }) => ok(state.checkout.create(form, origin)),
  },
  {
    method: 'GET',
    path: '/v1/checkout/sessions/{id}',
    handle: ({ state, params }) => ok(state.checkout.get(params.id!).session),
  },
  {
    method: 'POST',
    path: '/v1/checkout/sessions/{id}/expire',
    handle: ({ state, params }) => ok(state.checkout.expire(params.id!)),
  },
];
