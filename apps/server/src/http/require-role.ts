import type { FastifyRequest } from 'fastify';
import type { SignedIn } from '@trellis/shared/session';
import { AppError } from '../errors';
import { signedInUser } from './require-user';

// Role checks for the consoles (issue 19). Like `requireUser`, each is an onRequest hook a
// route or plugin opts into, so a refused caller learns nothing about the route's input.
// Neither needs a licence in force: an administrator settles an ended licence and exports
// the district's data after it.

/** What each console tells anyone else: whom its pages are for. */
export const ROLE_REFUSALS = {
  districtAdmin: 'These pages are for the administrators of a district.',
  operator: 'These pages are for the people who run Trellis.',
} as const;

/** A district administrator of the district their account belongs to. */
export type DistrictAdmin = SignedIn['user'] & {
  role: 'district_admin';
  district: NonNullable<SignedIn['user']['district']>;
};

/** The signed-in district administrator of a request, or 401 / 403. */
export function districtAdminOf(request: FastifyRequest): DistrictAdmin {
  const { user } = signedInUser(request);
  if (user.role !== 'district_admin' || !user.district) {
    throw new AppError('FORBIDDEN', ROLE_REFUSALS.districtAdmin);
  }
  return user as DistrictAdmin;
}

/** The signed-in operator of a request, or 401 / 403. */
export function operatorOf(request: FastifyRequest): SignedIn['user'] {
  const { user } = signedInUser(request);
  if (user.role !== 'operator') throw new AppError('FORBIDDEN', ROLE_REFUSALS.operator);
  return user;
}

/** onRequest hook: only a district administrator gets past it. */
export async function requireDistrictAdmin(request: FastifyRequest) {
  districtAdminOf(request);
}

/** onRequest hook: only an operator gets past it. */
export async function requireOperator(request: FastifyRequest) {
  operatorOf(request);
}
