/** WordPress REST errors: `{code, message, data: {status}}`, plus `params` for invalid parameters. */
export class WooError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly params?: Record<string, string>,
  ) {
    super(message);
  }

  toBody() {
    return {
      code: this.code,
      message: this.message,
      data: { status: this.status, ...(this.params ? { params: this.params } : {}) },
    };
  }
}

export const authError = () =>
  new WooError(
    401,
    'woocommerce_rest_authentication_error',
    'Invalid signature - provided signature does not match.',
  );

export const invalidParam = (name: string, reason: string) =>
  new WooError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, { [name]: reason });

export const noRoute = () =>
  new WooError(404, 'rest_no_route', 'No route was found matching the URL and request method.');

export const invalidOrderId = () =>
  new WooError(404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');

export const invalidRefundId = () =>
  new WooError(404, 'woocommerce_rest_invalid_id', 'Invalid ID.');
