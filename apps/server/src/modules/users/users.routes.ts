import { Me } from '@portal/contracts/schemas/tenancy';
import { User, UserPatch } from '@portal/contracts/schemas/users';
import { patchOf } from '@portal/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses, IdParams } from '../../http/schemas';
import { sessionOf } from '../../plugins/auth';
import { scopeOf } from '../tenancy/scope';
import { readPictureUpload } from './picture-upload';
import { getMe, getUser, patchUser } from './users.service';

const signedIn = { signedIn: true };
const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);

  app.get(
    '/me/',
    { config: signedIn, schema: { tags, response: { 200: Me, ...errorResponses } } },
    async (request) => getMe(ctx, sessionOf(request), await scope(request)),
  );

  app.get(
    '/:id/',
    {
      config: signedIn,
      schema: { tags, params: IdParams, response: { 200: User, ...errorResponses } },
    },
    async (request) => getUser(ctx, await scope(request), request.params.id),
  );

  app.patch(
    '/:id/',
    {
      config: signedIn,
      schema: {
        tags,
        params: IdParams,
        body: patchOf(UserPatch),
        response: { 200: User, ...errorResponses },
      },
    },
    async (request) => patchUser(ctx, await scope(request), request.params.id, request.body),
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
      return patchUser(ctx, await scope(request), request.params.id, patch, picture);
    },
  );
};
