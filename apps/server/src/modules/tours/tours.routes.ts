import { TourProgress, TourProgressInput, TourStates } from '@portal/contracts/schemas/tours';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/schemas';
import { sessionOf } from '../../plugins/auth';
import { getTours, putTour } from './tours.service';

const signedIn = { signedIn: true };
const tags = ['tours'];
/** An unknown tour id is a tour that does not exist (404), not a malformed request. */
const TourParams = z.object({ tour: z.string() });

/** users/me/tours: the signed-in user's guided tours (SPEC §1). */
export const toursRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    { config: signedIn, schema: { tags, response: { 200: TourStates, ...errorResponses } } },
    async (request) => getTours(ctx, sessionOf(request)),
  );

  app.put(
    '/:tour/',
    {
      config: signedIn,
      schema: {
        tags,
        params: TourParams,
        body: TourProgressInput,
        response: { 200: TourProgress, ...errorResponses },
      },
    },
    async (request) => putTour(ctx, sessionOf(request), request.params.tour, request.body),
  );
};
