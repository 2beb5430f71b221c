import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeleteDistrictBodySchema,
  DeleteDistrictResponseSchema,
  DistrictAdministratorBodySchema,
  DistrictBodySchema,
  OperatorDistrictListSchema,
  OperatorDistrictSchema,
} from '@trellis/shared/operator-console';
import { operatorOf } from '../../http/require-role';
import type { ConsoleDeps } from '../../http/console-deps';
import { makeDistrictAdministrator } from './district-administrator.service';
import {
  createDistrict,
  deleteDistrict,
  listDistricts,
  updateDistrict,
} from './operator-districts.service';

const tags = ['operator'];
const DistrictParams = z.object({ id: z.uuid('expected a district id') });

/** Districts: the list, a new one, edits to its licence, and deleting it with its data. */
export const operatorDistrictRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  app.get(
    '/operator/districts',
    {
      schema: {
        tags,
        summary: 'Every district with its licence, status and counts, by name',
        response: { 200: OperatorDistrictListSchema },
      },
    },
    () => listDistricts(deps),
  );

  app.post(
    '/operator/districts',
    {
      schema: {
        tags,
        summary: 'Create a district; a blank code gets a random one',
        description: 'A code another district uses: 409 CODE_IN_USE at `code`.',
        body: DistrictBodySchema,
        response: { 201: OperatorDistrictSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDistrict(deps, operatorOf(request), request.body)),
  );

  app.put(
    '/operator/districts/:id',
    {
      schema: {
        tags,
        summary: 'Rename a district, move or end its licence, deactivate it, change its code',
        description:
          'A blank code keeps the current one; one another district uses: 409 CODE_IN_USE.',
        params: DistrictParams,
        body: DistrictBodySchema,
        response: { 200: OperatorDistrictSchema },
      },
    },
    (request) => updateDistrict(deps, operatorOf(request), request.params.id, request.body),
  );

  app.post(
    '/operator/districts/:id/delete',
    {
      schema: {
        tags,
        summary: 'Delete a district, every account of it and all their data',
        description:
          'Confirmed by the district’s name typed again (400 at `confirmName` otherwise). One transaction; the audit log keeps a record.',
        params: DistrictParams,
        body: DeleteDistrictBodySchema,
        response: { 200: DeleteDistrictResponseSchema },
      },
    },
    (request) =>
      deleteDistrict(deps, operatorOf(request), request.params.id, request.body.confirmName),
  );

  app.post(
    '/operator/districts/:id/administrator',
    {
      schema: {
        tags,
        summary: 'Make an account of the district one of its administrators',
        description:
          'The account with this e-mail address must belong to the district (404 otherwise); an operator’s or a deactivated account answers 409. Recorded as a role change; an administrator already answers 200 unchanged.',
        params: DistrictParams,
        body: DistrictAdministratorBodySchema,
        response: { 200: OperatorDistrictSchema },
      },
    },
    (request) =>
      makeDistrictAdministrator(deps, operatorOf(request), request.params.id, request.body.email),
  );
};
