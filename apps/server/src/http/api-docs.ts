import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@trellis/shared/product';

/** OpenAPI document generated from the route schemas; must be registered before the routes. */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} API`,
        description: `The API behind the ${PRODUCT_NAME} web app. Signed-in calls use the session cookie.`,
        version,
      },
    },
    transform: jsonSchemaTransform,
  });
}

/**
 * The browsable docs at /api/docs (the JSON document at /api/docs/json). Returns the hashes
 * of the page's inline script and style, which the Content-Security-Policy must allow.
 */
export async function registerApiDocsUi(
  app: FastifyInstance,
): Promise<{ script: string[]; style: string[] }> {
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  return app.swaggerCSP;
}
