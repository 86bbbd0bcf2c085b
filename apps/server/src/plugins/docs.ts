import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contracts' zod schemas: JSON at /api/docs/json, UI at /api/docs. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Bokföringsportalen API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
