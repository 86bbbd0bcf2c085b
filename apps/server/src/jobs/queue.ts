/** Job names and payloads; one place so senders and workers agree. */
export interface JobPayloads {
  'email.deliver': { outboxId: number };
}
export type JobName = keyof JobPayloads;
export const JOB_NAMES: JobName[] = ['email.deliver'];

/** What the API needs from the queue: send jobs and say whether it is reachable. */
export interface JobQueue {
  /** `key` makes the send idempotent: a second job with the same key is not created. */
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: { key?: string }): Promise<void>;
  ping(): Promise<void>;
}
