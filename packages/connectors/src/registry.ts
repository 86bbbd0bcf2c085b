import { fortnoxConnector } from './fortnox/connector';
import { klarnaConnector } from './klarna/connector';
import type { AccountingConnector, AppConnector } from './sdk/connector';
import type { ShippingConnector } from './sdk/shipping';
import { sendcloudConnector } from './sendcloud/connector';
import { shopifyConnector } from './shopify/connector';
import { stripeConnector } from './stripe/connector';
import { vismaConnector } from './visma/connector';
import { wooConnector } from './woocommerce/connector';

/**
 * Every connector the product ships, by id. The engine reaches connectors only through this
 * table and the SDK's types: a new provider is a module here, nothing in the engine.
 */
export const CONNECTORS = {
  apps: {
    shopify: shopifyConnector,
    woocommerce: wooConnector,
    stripe: stripeConnector,
    klarna: klarnaConnector,
  } as Record<string, AppConnector>,
  ledgers: { fortnox: fortnoxConnector, visma: vismaConnector } as Record<
    string,
    AccountingConnector
  >,
  shipping: { sendcloud: sendcloudConnector } as Record<string, ShippingConnector>,
};
