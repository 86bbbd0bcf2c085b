import { z } from 'zod';
import { queryId } from '../validation';

/** SPEC §4 periodic task states. */
export const PERIODIC_TASK_STATUSES = [
  'failure',
  'pending',
  'received',
  'retry',
  'revoked',
  'started',
  'success',
] as const;
export const PeriodicTaskStatus = z.enum(PERIODIC_TASK_STATUSES);

/** The tasks the trigger form can start, and the keyword arguments each needs. */
export const TASK_NAMES = ['sync_subscription', 'sync_element'] as const;
export const TASK_KWARGS: Record<(typeof TASK_NAMES)[number], readonly string[]> = {
  sync_subscription: ['subscription_id'],
  sync_element: ['subscription_id', 'kind', 'id'],
};

/** SPEC §3 periodic task: name, trigger, sync type, status, result, completed at, kwargs. */
export const PeriodicTask = z.object({
  id: z.number().int(),
  name: z.string(),
  trigger: z.enum(['schedule', 'manual', 'webhook']),
  sync_type: z.enum(['backfill', 'incremental', 'element']),
  status: PeriodicTaskStatus,
  subscription_id: z.number().int().nullable(),
  company_id: z.number().int().nullable(),
  company: z.string().nullable(),
  kwargs: z.record(z.string(), z.unknown()),
  result: z.string(),
  counts: z.record(z.string(), z.number()),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type PeriodicTask = z.infer<typeof PeriodicTask>;

export const PeriodicTaskQuery = z.object({
  status: PeriodicTaskStatus.optional(),
  subscription_id: queryId().optional(),
  search: z.string().trim().max(200).optional(),
});

/** The trigger form (SPEC §8: task name required, every keyword needs a value). */
export const TriggerTaskRequest = z.object({
  name: z.enum(TASK_NAMES, { error: 'required' }),
  kwargs: z.record(
    z.string().min(1, { error: 'required' }),
    z.string().min(1, { error: 'required' }),
  ),
});
export type TriggerTaskRequest = z.infer<typeof TriggerTaskRequest>;

export const ElementKind = z.enum(['order', 'refund', 'payout']);

export const ElementTriggerRequest = z.object({
  kind: ElementKind,
  id: z.string().trim().min(1, { error: 'required' }).max(100),
});

export const SyncEntryStatus = z.enum(['Success', 'Failed', 'Ambiguous', 'Pending']);

/** SPEC §3 sync entry report: reference number, event type, company id, element, reason, status. */
export const SyncEntry = z.object({
  id: z.number().int(),
  subscription_id: z.number().int(),
  company_id: z.number().int(),
  company: z.string(),
  source: z.string(),
  source_id: z.string(),
  kind: z.string(),
  reference_number: z.string(),
  event_type: z.string(),
  element_type: z.string(),
  status: SyncEntryStatus,
  reason: z.string(),
  /** the reason as a message key with parameters, for the reader's language (null: text only) */
  reason_key: z.string().nullable(),
  reason_params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  target_reference: z.string().nullable(),
  updated_at: z.string(),
});
export type SyncEntry = z.infer<typeof SyncEntry>;

export const SyncEntryQuery = z.object({
  status: SyncEntryStatus.optional(),
  company_id: queryId().optional(),
  subscription_id: queryId().optional(),
  search: z.string().trim().max(200).optional(),
});

/** A webhook delivery's answer. */
export const WebhookAnswer = z.object({
  accepted: z.boolean(),
  duplicate: z.boolean(),
});

/** One provider call of the API log (secrets masked). */
export const ApiLog = z.object({
  id: z.number().int(),
  subscription_id: z.number().int().nullable(),
  connector_id: z.string(),
  method: z.string(),
  url: z.string(),
  status: z.number().int().nullable(),
  duration_ms: z.number().int(),
  attempt: z.number().int(),
  request_body: z.string().nullable(),
  response_body: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type ApiLog = z.infer<typeof ApiLog>;

export const ApiLogQuery = z.object({
  subscription_id: queryId().optional(),
  connector_id: z.string().trim().max(40).optional(),
  /** only failed calls (no answer, or 4xx/5xx) */
  failed: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(200).optional(),
});
