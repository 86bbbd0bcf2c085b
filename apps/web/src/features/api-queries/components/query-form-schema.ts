import {
  ApiQueryBaseUrlRequest,
  ApiQueryRetrieveRequest,
  ApiQueryRetrieveUrlRequest,
  type ApiQueryOperation,
  type ApiQuerySideName,
} from '@portal/contracts/schemas/api-queries';
import { z } from 'zod';
import type { ApiQueryRun } from '../api/run-api-query';

/** The form's fields: each operation reads only its own. */
export interface QueryFormValues {
  operation: ApiQueryOperation;
  side: ApiQuerySideName | '';
  resource: string;
  id: string;
  url: string;
}

const chosenApart = { subscription_id: true } as const;

/**
 * The contracts' request schemas, by operation; a resource whose path takes an id requires one
 * (the server says so too, but the form can tell before sending).
 */
export function queryFormSchema(takesId: (resource: string) => boolean) {
  return z.discriminatedUnion('operation', [
    ApiQueryRetrieveRequest.omit(chosenApart)
      .extend({ operation: z.literal('retrieve') })
      .superRefine((value, ctx) => {
        if (value.id === '' && takesId(value.resource))
          ctx.addIssue({ code: 'custom', path: ['id'], message: 'required' });
      }),
    ApiQueryRetrieveUrlRequest.omit(chosenApart).extend({ operation: z.literal('retrieve_url') }),
    ApiQueryBaseUrlRequest.omit(chosenApart).extend({ operation: z.literal('base_url') }),
  ]);
}

export type QueryFormOutput = z.output<ReturnType<typeof queryFormSchema>>;

export const toRun = (subscriptionId: number, values: QueryFormOutput): ApiQueryRun => ({
  ...values,
  subscription_id: subscriptionId,
});
