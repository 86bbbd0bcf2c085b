import { ErrorBody } from '@portal/contracts/errors';
import { z } from 'zod';

/** Documents the ADR 004 error body on every route (4xx, 5xx). */
export const errorResponses = { '4xx': ErrorBody, '5xx': ErrorBody } as const;

/** `:id` path parameters. */
export const IdParams = z.object({ id: z.coerce.number().int().positive() });
