import { MaintenanceUpdate, PublicSettings } from '@portal/contracts/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/schemas';
import { requireRole } from '../../plugins/auth';
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
      schema: {
        tags,
        body: MaintenanceUpdate,
        response: { 200: PublicSettings, ...errorResponses },
      },
    },
    async (request) => {
      requireRole(request, 'Inhouse');
      return setMaintenance(ctx, request.body);
    },
  );
};
