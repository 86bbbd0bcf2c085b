import {
  SwitchResponse,
  SwitchToCompany,
  SwitchToFirm,
  SwitchToUser,
} from '@portal/contracts/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/schemas';
import { sessionOf } from '../../plugins/auth';
import { scopeOf } from '../tenancy/scope';
import { switchToCompany, switchToFirm, switchToUser, unswitch } from './switching.service';

const tags = ['switch'];
const response = { 200: SwitchResponse, ...errorResponses };

/** SPEC §4 switching: to a user, a company (as owner), a firm (as master accountant), and back. */
export const switchingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/user/',
    { config: { permission: 'switch:user' }, schema: { tags, body: SwitchToUser, response } },
    async (request) =>
      switchToUser(ctx, sessionOf(request), await scopeOf(ctx.db, request), request.body.user_id),
  );

  app.post(
    '/company/',
    {
      config: { permission: 'switch:client-company' },
      schema: { tags, body: SwitchToCompany, response },
    },
    async (request) =>
      switchToCompany(
        ctx,
        sessionOf(request),
        await scopeOf(ctx.db, request),
        request.body.company_id,
      ),
  );

  app.post(
    '/firm/',
    { config: { permission: 'switch:firm' }, schema: { tags, body: SwitchToFirm, response } },
    async (request) =>
      switchToFirm(ctx, sessionOf(request), await scopeOf(ctx.db, request), request.body.firm_id),
  );

  // Any signed-in session may call it; a session that is not switched gets 204 all the same.
  app.post(
    '/unswitch/',
    { config: { signedIn: true }, schema: { tags } },
    async (request, reply) => {
      await unswitch(ctx, sessionOf(request));
      return reply.code(204).send();
    },
  );
};
