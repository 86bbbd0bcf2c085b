import { z } from 'zod';
import { paginated } from '../pagination';

/** Where a company's ledger comes from (issue 16, ADR 036). */
export const LEDGER_SOURCE_KINDS = ['fortnox', 'visma', 'sie'] as const;
export const LEDGER_STATUSES = ['idle', 'queued', 'running', 'done', 'failed'] as const;

/** A company whose books the caller may read, with the state of its ledger. */
export const LedgerCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  company_id: z.string(),
  /** the accounting system its subscriptions book into, if any */
  accounting_system: z.enum(LEDGER_SOURCE_KINDS).nullable(),
  ledger: z
    .object({
      kind: z.enum(LEDGER_SOURCE_KINDS),
      status: z.enum(LEDGER_STATUSES),
      progress: z.number().int(),
      refreshed_at: z.string().nullable(),
    })
    .nullable(),
});
export type LedgerCompany = z.infer<typeof LedgerCompany>;

export const LedgerCompanyQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().max(200).optional(),
  /** just this company (the picker's current choice) */
  id: z.coerce.number().int().positive().optional(),
});

export const LedgerCompanyPage = paginated(LedgerCompany);

/** `?company=` of every financial tool's call: the company whose ledger it reads. */
export const LedgerCompanyParam = z.object({
  company: z.coerce.number().int().positive(),
});
