import { User, UserPatch } from '@portal/contracts/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses, IdParams } from '../../http/schemas';
import { sessionOf } from '../../plugins/auth';
import { readPictureUpload } from './picture-upload';
import { getMe, getUser, patchUser } from './users.service';

const signedIn = { signedIn: true };
const tags = ['users'];
const viewerOf = (session: { user: { id: number; role: string | null } }) => ({
  id: session.user.id,
  role: session.user.role,
});

export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/me/',
    { config: signedIn, schema: { tags, response: { 200: User, ...errorResponses } } },
    async (request) => getMe(ctx, viewerOf(sessionOf(request))),
  );

  app.get(
    '/:id/',
    {
      config: signedIn,
      schema: { tags, params: IdParams, response: { 200: User, ...errorResponses } },
    },
    async (request) => getUser(ctx, viewerOf(sessionOf(request)), request.params.id),
  );

  app.patch(
    '/:id/',
    {
      config: signedIn,
      schema: {
        tags,
        params: IdParams,
        body: UserPatch,
        response: { 200: User, ...errorResponses },
      },
    },
    async (request) =>
      patchUser(ctx, viewerOf(sessionOf(request)), request.params.id, request.body),
  );

  // multipart/form-data: file field `picture` plus optional UserPatch text fields
  app.put(
    '/:id/',
    {
      config: signedIn,
      schema: {
        tags,
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: { 200: User, ...errorResponses },
      },
    },
    async (request) => {
      const { patch, picture } = await readPictureUpload(request);
      return patchUser(ctx, viewerOf(sessionOf(request)), request.params.id, patch, picture);
    },
  );
};
