import { PageQuery, paginated } from '@portal/contracts/pagination';
import { DetailResponse } from '@portal/contracts/schemas/auth';
import { Invitation } from '@portal/contracts/schemas/tenancy';
import { InviteUserRequest } from '@portal/contracts/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses } from '../../http/schemas';
import { sessionOf } from '../../plugins/auth';
import { t } from '../../plugins/locale';
import { scopeOf } from '../tenancy/scope';
import { inviteUser, listInvitations } from './invitations.service';

const tags = ['users'];

export const invitationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  for (const [path, role] of [
    ['/invite-user/', 'Owner'],
    ['/invite-colleague/', 'Colleague'],
  ] as const) {
    app.post(
      path,
      {
        config: { permission: 'invite:users' },
        schema: {
          tags,
          body: InviteUserRequest,
          response: { 201: DetailResponse, ...errorResponses },
        },
      },
      async (request, reply) => {
        const scope = await scopeOf(ctx.db, request);
        await inviteUser(ctx, sessionOf(request), scope, request.body, request.locale, role);
        const detail = t(request.locale, 'messages.invitation_sent', { email: request.body.email });
        return reply.code(201).send({ detail });
      },
    );
  }

  app.get(
    '/invitations/',
    {
      config: { signedIn: true },
      schema: {
        tags,
        querystring: PageQuery.extend({ search: z.string().trim().max(100).optional() }),
        response: { 200: paginated(Invitation), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, search } = request.query;
      const scope = await scopeOf(ctx.db, request);
      const { count, results } = await listInvitations(ctx, scope, { search, limit, offset });
      return toPage(request.url, { limit, offset }, count, results);
    },
  );
};
