import { Terms, TermsQuery, TermsVersion } from '@portal/contracts/schemas/terms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/schemas';
import { getTerms, termsVersions } from './terms.service';

const tags = ['terms'];

/** The terms and conditions (/terms-and-conditions): any signed-in user reads what they accept. */
export const termsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      config: { signedIn: true },
      schema: { tags, querystring: TermsQuery, response: { 200: Terms, ...errorResponses } },
    },
    async (request) => getTerms(ctx, request.locale, request.query.version),
  );

  app.get(
    '/versions/',
    {
      config: { signedIn: true },
      schema: { tags, response: { 200: z.array(TermsVersion), ...errorResponses } },
    },
    async () => termsVersions(ctx),
  );
};
