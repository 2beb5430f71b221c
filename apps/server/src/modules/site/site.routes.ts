import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@trellis/shared/product';
import { SiteInfoSchema } from '@trellis/shared/site';
import type { Config } from '../../config';
import { APP_VERSION } from '../../lib/version';

/** Public facts about this installation: support contacts come from its configuration. */
export const siteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/site',
    {
      schema: {
        tags: ['system'],
        summary: 'Product name, version and support contacts',
        response: { 200: SiteInfoSchema },
      },
    },
    async () => ({
      productName: PRODUCT_NAME,
      version: APP_VERSION,
      supportEmail: config.SUPPORT_EMAIL,
      supportPhone: config.SUPPORT_PHONE,
    }),
  );
};
