import { DetailResponse } from '@portal/contracts/schemas/auth';
import { InviteUserRequest } from '@portal/contracts/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/schemas';
import { sessionOf } from '../../plugins/auth';
import { t } from '../../plugins/locale';
import { inviteUser } from './invitations.service';

export const invitationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/invite-user/',
    {
      config: { permission: 'invite:users' },
      schema: {
        tags: ['users'],
        body: InviteUserRequest,
        response: { 201: DetailResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await inviteUser(ctx, sessionOf(request), request.body, request.locale);
      const detail = t(request.locale, 'messages.invitation_sent', { email: request.body.email });
      return reply.code(201).send({ detail });
    },
  );
};
