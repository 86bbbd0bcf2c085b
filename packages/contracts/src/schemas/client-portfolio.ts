import { z } from 'zod';
import { PageQuery, orderingOf, paginated } from '../pagination';
import { queryId } from '../validation';
import { HealthSummary } from './dashboard';
import { SubscriptionStatusRow } from './subscription-status';

const count = () => z.number().int();
const Person = z.object({ id: count(), name: z.string() });

/** The client's health: its worst subscription and the rounded average of all of them. */
export const PortfolioHealth = z.object({
  worst: HealthSummary,
  average: count(),
});

/** One client company of the firm as the portfolio shows it (issue 15). */
export const PortfolioClient = z.object({
  company_id: count(),
  name: z.string(),
  organization_number: z.string(),
  subscriptions: count(),
  /** null when it has no subscription */
  health: PortfolioHealth.nullable(),
  /** seconds its Active subscription furthest behind is behind; null when none is Active */
  lag_seconds: count().nullable(),
  last_processed_date: z.iso.datetime().nullable(),
  /** elements now Failed or Ambiguous, and subscriptions in Error */
  problems: z.object({ entries: count(), error_subscriptions: count() }),
  accountants: z.array(Person),
  /** this calendar year: time for the client, its billable value, and the portal fees it paid */
  year: z.object({
    minutes: count(),
    billable_minutes: count(),
    billable_value: z.string(),
    /** SEK: net of the client's paid portal invoices with a pay date in the year (ADR 035) */
    fees: z.string(),
  }),
});
export type PortfolioClient = z.infer<typeof PortfolioClient>;

export const PORTFOLIO_BANDS = ['good', 'fair', 'poor', 'none'] as const;
export type PortfolioBand = (typeof PORTFOLIO_BANDS)[number];
export const PORTFOLIO_SORTS = [
  'name',
  'health',
  'lag',
  'last_processed',
  'problems',
  'hours',
  'billable_value',
  'fees',
] as const;

export const PortfolioQuery = PageQuery.extend({
  /** name or organisation number */
  search: z.string().trim().max(200).optional(),
  /** the band of the client's worst subscription; `none`: no subscription */
  band: z.enum(PORTFOLIO_BANDS).optional(),
  /** clients this accountant is assigned to */
  accountant: queryId().optional(),
  /** `true`: only clients with open problems; `false`: only those without */
  problems: z.enum(['true', 'false']).optional(),
  ordering: orderingOf(PORTFOLIO_SORTS),
}).strict();
export type PortfolioQuery = z.infer<typeof PortfolioQuery>;

export const PortfolioPage = paginated(PortfolioClient).extend({ year: count() });
export type PortfolioPage = z.infer<typeof PortfolioPage>;

/** The firm's accountants, for the accountant filter. */
export const PortfolioAccountants = z.array(Person);

/** One client with each of its subscriptions and their health (the client's row opened). */
export const PortfolioClientDetail = PortfolioClient.extend({
  subscription_rows: z.array(SubscriptionStatusRow),
});
export type PortfolioClientDetail = z.infer<typeof PortfolioClientDetail>;
