import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccessCodeBodySchema, DistrictOverviewSchema } from '@trellis/shared/district-admin';
import { districtAdminOf } from '../../http/require-role';
import type { ConsoleDeps } from '../../http/console-deps';
import { districtOverview, rotateAccessCode, updateAccessCode } from './district.service';

const tags = ['district'];

/** The licence and the access code of the administrator's district. */
export const accessRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  app.get(
    '/district',
    {
      schema: {
        tags,
        summary: 'The district’s licence, access code and number of staff',
        description:
          '`code.usable`: whether someone could register with the code today (switched on, not past its last day, licence in force).',
        response: { 200: DistrictOverviewSchema },
      },
    },
    (request) => districtOverview(deps, districtAdminOf(request)),
  );

  app.post(
    '/district/code/rotate',
    {
      schema: {
        tags,
        summary: 'Replace the access code with a new random one',
        description:
          'The old code stops working at once; staff who registered with it are not affected.',
        response: { 200: DistrictOverviewSchema },
      },
    },
    (request) => rotateAccessCode(deps, districtAdminOf(request)),
  );

  app.put(
    '/district/code',
    {
      schema: {
        tags,
        summary: 'Switch the access code on or off and set or clear its last day',
        description:
          'The code works until the end of `expiresOn` (UTC); a past day answers 400 at `expiresOn`.',
        body: AccessCodeBodySchema,
        response: { 200: DistrictOverviewSchema },
      },
    },
    (request) => updateAccessCode(deps, districtAdminOf(request), request.body),
  );
};
