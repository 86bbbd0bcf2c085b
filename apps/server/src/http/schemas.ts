import { ErrorBody } from '@portal/contracts/errors';
import { queryId } from '@portal/contracts/validation';
import { z } from 'zod';

/** Documents the ADR 004 error body on every route (4xx, 5xx). */
export const errorResponses = { '4xx': ErrorBody, '5xx': ErrorBody } as const;

/** `:id` path parameters: a database id (anything else names nothing, 404). */
export const IdParams = z.object({ id: queryId() });

/** `:id/…/:userId` path parameters. */
export const MemberParams = IdParams.extend({ userId: queryId() });
