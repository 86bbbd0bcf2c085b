import { PageQuery, paginated } from '@portal/contracts/pagination';
import { Company, CreateUser, Me, UserListQuery } from '@portal/contracts/schemas/tenancy';
import { User } from '@portal/contracts/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { sessionOf } from '../../plugins/auth';
import { scopeOf } from '../tenancy/scope';
import { createUser, listUsers, userCompanies } from './user-directory.service';
import { getMe } from './users.service';

const tags = ['users'];

/** GET/POST users, users/{id}/companies/ and users/refresh-everything/ (SPEC §7). */
export const userDirectoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);

  app.get(
    '/',
    {
      config: { signedIn: true },
      schema: {
        tags,
        querystring: PageQuery.extend(UserListQuery.shape),
        response: { 200: paginated(User), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, search, role, company_id, firm_id, is_active } = request.query;
      const filter = {
        search,
        role,
        companyId: company_id,
        firmId: firm_id,
        isActive: is_active === undefined ? undefined : is_active === 'true',
        limit,
        offset,
      };
      const { count, results } = await listUsers(ctx, await scope(request), filter);
      return toPage(request.url, { limit, offset }, count, results);
    },
  );

  app.post(
    '/',
    {
      config: { permission: 'manage:users' },
      schema: { tags, body: CreateUser, response: { 201: User, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await createUser(ctx, await scope(request), request.body)),
  );

  app.get(
    '/:id/companies/',
    {
      config: { signedIn: true },
      schema: { tags, params: IdParams, response: { 200: z.array(Company), ...errorResponses } },
    },
    async (request) => userCompanies(ctx, await scope(request), request.params.id),
  );

  // Reloads everything the session shows (memberships, firms, switch, active company) in one call.
  app.post(
    '/refresh-everything/',
    { config: { signedIn: true }, schema: { tags, response: { 200: Me, ...errorResponses } } },
    async (request) => getMe(ctx, sessionOf(request), await scope(request)),
  );
};
