import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  StaffListResponseSchema,
  StaffMemberSchema,
  StaffQuerySchema,
  StaffRoleBodySchema,
} from '@trellis/shared/district-admin';
import { districtAdminOf } from '../../http/require-role';
import { backgroundRunner, storedFirstQueue } from '../../jobs/stored-first';
import { mailResetLink } from '../../domain/accounts/reset-links';
import { passwordResetRequests } from '../../db/schema/index';
import type { ConsoleDeps } from '../../http/console-deps';
import {
  changeStaffRole,
  deactivateStaff,
  reactivateStaff,
  requestStaffReset,
  staffList,
} from './staff.service';

const tags = ['district'];
const StaffParams = z.object({ id: z.uuid('expected a staff member’s id') });
const elsewhere = 'Someone who is not of the administrator’s district answers 404, as if unknown.';

/**
 * The first attempt at a reset e-mail an administrator asked for. A failed one stays pending
 * in the table the "forgot password" requests use, and the same retry timer sends it.
 */
const resetLinkMail = storedFirstQueue(passwordResetRequests, mailResetLink);

/** The staff table of the district console: search, roles, deactivation, password resets. */
export const staffRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  const inBackground = backgroundRunner(app, 'district password reset e-mail');

  app.get(
    '/district/staff',
    {
      schema: {
        tags,
        summary: 'The district’s staff, by last then first name',
        description: '`q` keeps those whose name or e-mail address contains it, in any case.',
        querystring: StaffQuerySchema,
        response: { 200: StaffListResponseSchema },
      },
    },
    (request) => staffList(deps, districtAdminOf(request), request.query.q),
  );

  app.put(
    '/district/staff/:id/role',
    {
      schema: {
        tags,
        summary: 'Make a colleague a district administrator or a staff member',
        description: `Never one’s own role (403), so a district keeps an administrator. ${elsewhere}`,
        params: StaffParams,
        body: StaffRoleBodySchema,
        response: { 200: StaffMemberSchema },
      },
    },
    (request) =>
      changeStaffRole(deps, districtAdminOf(request), request.params.id, request.body.role),
  );

  app.post(
    '/district/staff/:id/deactivate',
    {
      schema: {
        tags,
        summary:
          'Deactivate a colleague: signed out everywhere at once, no sign-in until reactivated',
        description: `Their plans stay. Never one’s own account (403). ${elsewhere}`,
        params: StaffParams,
        response: { 200: StaffMemberSchema },
      },
    },
    (request) => deactivateStaff(deps, districtAdminOf(request), request.params.id),
  );

  app.post(
    '/district/staff/:id/reactivate',
    {
      schema: {
        tags,
        summary: 'Let a deactivated colleague sign in again',
        description: elsewhere,
        params: StaffParams,
        response: { 200: StaffMemberSchema },
      },
    },
    (request) => reactivateStaff(deps, districtAdminOf(request), request.params.id),
  );

  app.post(
    '/district/staff/:id/password-reset',
    {
      schema: {
        tags,
        summary: 'E-mail a colleague a password reset link',
        description: `The e-mail "forgot password" sends, stored first and retried. A deactivated colleague answers 409 CONFLICT; 5 per colleague per hour. ${elsewhere}`,
        params: StaffParams,
        response: { 202: z.object({ sentTo: z.string() }) },
      },
    },
    async (request, reply) => {
      const stored = await requestStaffReset(deps, districtAdminOf(request), request.params.id);
      inBackground(() => resetLinkMail.attempt(deps, stored));
      return reply.code(202).send({ sentTo: stored.email });
    },
  );
};
