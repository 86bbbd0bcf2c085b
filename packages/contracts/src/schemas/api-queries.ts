import { z } from 'zod';
import { id } from '../validation';

/**
 * The API console (SPEC §2 /api-queries, §7 retrieve, retrieve-url, get-base-url): in-house staff
 * read one side of a subscription — its app or its accounting system — through the connector.
 */
export const API_QUERY_SIDES = ['app', 'accounting'] as const;
export type ApiQuerySideName = (typeof API_QUERY_SIDES)[number];

export const API_QUERY_OPERATIONS = ['retrieve', 'retrieve_url', 'base_url'] as const;
export type ApiQueryOperation = (typeof API_QUERY_OPERATIONS)[number];

/** The largest request body the console's endpoints take. */
export const API_QUERY_MAX_REQUEST_BYTES = 16 * 1024;
/** Past this many characters the answer's body is cut, with a note. */
export const API_QUERY_MAX_SHOWN_CHARS = 64 * 1024;
export const API_QUERY_MAX_URL = 2048;

/** An id as providers write them; a voucher's series and number as `A/12`. */
const ID_PATTERN = /^[\w.:~-]+(?:\/[\w.:~-]+)*$/;
const onlyDots = (part: string) => /^\.+$/.test(part);

export const ApiQuerySubscriptionsQuery = z.object({
  /** part of the company's name or organisation number */
  search: z.string().trim().max(100).optional(),
});
export type ApiQuerySubscriptionsQuery = z.infer<typeof ApiQuerySubscriptionsQuery>;

export const ApiQuerySubscription = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company: z.string(),
  organization_number: z.string(),
  application: z.string(),
  application_name: z.string(),
  accounting: z.string(),
  accounting_name: z.string(),
  status: z.string(),
});
export type ApiQuerySubscription = z.infer<typeof ApiQuerySubscription>;

/** Why the console cannot read a side: the SIE file has no API; a side without credentials. */
export const API_QUERY_UNAVAILABLE = ['no_http_api', 'not_connected'] as const;

export const ApiQueryResource = z.object({
  name: z.string(),
  /** whether its path needs an id */
  takes_id: z.boolean(),
});
export type ApiQueryResource = z.infer<typeof ApiQueryResource>;

export const ApiQuerySide = z.object({
  side: z.enum(API_QUERY_SIDES),
  connector_id: z.string(),
  name: z.string(),
  unavailable: z.enum(API_QUERY_UNAVAILABLE).nullable(),
  resources: z.array(ApiQueryResource),
});
export type ApiQuerySide = z.infer<typeof ApiQuerySide>;

/** A subscription as the console reaches it: both sides, with what each can be asked for. */
export const ApiQueryTarget = z.object({
  subscription: ApiQuerySubscription,
  sides: z.array(ApiQuerySide),
});
export type ApiQueryTarget = z.infer<typeof ApiQueryTarget>;

const side = () => z.enum(API_QUERY_SIDES, { error: 'required' });

/** get-base-url: which connection. */
export const ApiQueryBaseUrlRequest = z.object({ subscription_id: id(), side: side() });
export type ApiQueryBaseUrlRequest = z.infer<typeof ApiQueryBaseUrlRequest>;

/** retrieve: a resource of the connector, by id where its path takes one. */
export const ApiQueryRetrieveRequest = ApiQueryBaseUrlRequest.extend({
  resource: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(60, { error: 'no_such' })
    .regex(/^[a-z][a-z_]*$/, { error: 'no_such' }),
  id: z
    .string()
    .trim()
    .max(128, { error: 'max' })
    .refine(
      (value) => value === '' || (ID_PATTERN.test(value) && !value.split('/').some(onlyDots)),
      { error: 'format' },
    )
    .default(''),
});
export type ApiQueryRetrieveRequest = z.input<typeof ApiQueryRetrieveRequest>;

/** retrieve-url: a path, or an address within the connection's base URL. */
export const ApiQueryRetrieveUrlRequest = ApiQueryBaseUrlRequest.extend({
  url: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(API_QUERY_MAX_URL, { error: 'max' }),
});
export type ApiQueryRetrieveUrlRequest = z.infer<typeof ApiQueryRetrieveUrlRequest>;

export const ApiQueryBaseUrl = z.object({ base_url: z.string() });
export type ApiQueryBaseUrl = z.infer<typeof ApiQueryBaseUrl>;

/** What the provider's answer means for a person: `api_queries.outcomes.<outcome>`. */
export const API_QUERY_OUTCOMES = [
  'ok',
  'refused',
  'auth',
  'not_found',
  'rate_limited',
  'server_error',
  'timeout',
  'unreachable',
] as const;
export type ApiQueryOutcome = (typeof API_QUERY_OUTCOMES)[number];

/** The provider's answer as it came: null status when none came (timeout, unreachable). */
export const ApiQueryResult = z.object({
  method: z.literal('GET'),
  url: z.string(),
  status: z.number().int().nullable(),
  outcome: z.enum(API_QUERY_OUTCOMES),
  duration_ms: z.number().int(),
  /** the headers worth reading: content type, rate limits, paging, request ids */
  headers: z.record(z.string(), z.string()),
  /** JSON pretty-printed; other text as it came */
  body: z.string(),
  json: z.boolean(),
  /** characters of the whole body */
  size: z.number().int(),
  /** the body was cut at `API_QUERY_MAX_SHOWN_CHARS` */
  truncated: z.boolean(),
});
export type ApiQueryResult = z.infer<typeof ApiQueryResult>;
