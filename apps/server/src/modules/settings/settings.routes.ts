import { MaintenanceUpdate, PublicSettings } from '@portal/contracts/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { publicSettings, setMaintenance } from './settings.service';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/public/',
    {
      config: { public: true },
      schema: { tags, response: { 200: PublicSettings, ...errorResponses } },
    },
    async () => publicSettings(ctx),
  );

  app.put(
    '/maintenance/',
    {
      config: { permission: 'manage:settings' },
      schema: {
        tags,
        body: MaintenanceUpdate,
        response: { 200: PublicSettings, ...errorResponses },
      },
    },
    async (request) => {
      return setMaintenance(ctx, await scopeOf(ctx.db, request), request.body);
    },
  );
};
