import type { ApiIssue } from '@trellis/shared/api-error';
import {
  type ImplementerListResponse,
  IMPLEMENTERS_PER_PLAN_MAX,
} from '@trellis/shared/implementers';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import type { Db } from '../../db/client';
import { findDistrictMembers } from '../../domain/accounts/colleagues.repository';
import { revokeLinksOf } from '../../domain/monitoring/access-links.repository';
import { retireImplementerEntries } from '../../domain/monitoring/delivery-log.repository';
import {
  countImplementers,
  deleteImplementer,
  findImplementer,
  findImplementersOf,
  type ImplementerRow,
  insertImplementer,
  updateImplementer,
} from '../../domain/monitoring/implementers.repository';
import { personName } from '../../domain/plans/plan-history';
import { insertEvents, type PlanAccess } from '../../domain/plans/plans.repository';
import { planFor } from '../../domain/plans/plan-access';
import { AppError, fieldError } from '../../errors';
import {
  type ImplementersDeps,
  type ImplementerBody,
  IMPLEMENTER_MESSAGES,
  listOf,
  lockedState,
  entryOf,
  implementerHistoryLines as lines,
} from './implementer-context';

// Implementers of a student plan (issue 18, decision 017): who carries out which items,
// named, changed and removed by the plan's editors (their cards: card-mail.service.ts).

/** Who the body names: a colleague of the plan's district (as their account says), or anyone. */
async function personOf(deps: ImplementersDeps, plan: PlanAccess['plan'], body: ImplementerBody) {
  if (!body.colleagueId) {
    return { colleagueId: null, name: body.name, email: body.email };
  }
  const [colleague] = plan.districtId
    ? await findDistrictMembers(deps.db, plan.districtId, [body.colleagueId])
    : [];
  if (!colleague) {
    throw fieldError('VALIDATION_FAILED', 'colleagueId', IMPLEMENTER_MESSAGES.outsideDistrict);
  }
  return { colleagueId: colleague.id, name: personName(colleague), email: colleague.email };
}

/** 400 at `items.N` for each item the plan does not hold now. */
function checkItems(state: StudentPlanState, items: readonly string[]) {
  const inPlan = new Set(state.plan.map((item) => item.key));
  const issues: ApiIssue[] = items.flatMap((key, index) =>
    inPlan.has(key) ? [] : [{ path: `items.${index}`, message: `${key} is not in this plan` }],
  );
  if (issues.length)
    throw new AppError('VALIDATION_FAILED', IMPLEMENTER_MESSAGES.notInPlan, issues);
}

/** 400 when another implementer of the plan has the address (compared without case). */
async function checkUnique(
  tx: Db,
  planId: string,
  person: { colleagueId: string | null; email: string },
  self?: string,
) {
  const others = (await findImplementersOf(tx, [planId])).filter((entry) => entry.row.id !== self);
  const email = person.email.toLowerCase();
  if (others.some((entry) => entry.email.toLowerCase() === email)) {
    const field = person.colleagueId ? 'colleagueId' : 'email';
    throw fieldError('VALIDATION_FAILED', field, IMPLEMENTER_MESSAGES.duplicate(person.email));
  }
}

/** `GET /plans/:id/implementers`. */
export async function listImplementers(deps: ImplementersDeps, userId: string, planId: string) {
  await planFor(deps, userId, planId, 'view');
  return listOf(deps, planId);
}

/**
 * `POST /plans/:id/implementers`: names someone who carries out some of the plan's items.
 * At most {@link IMPLEMENTERS_PER_PLAN_MAX} per plan, counted under a lock on the plan's
 * row, so parallel additions cannot overshoot (409 LIMIT_REACHED).
 */
export async function addImplementer(
  deps: ImplementersDeps,
  userId: string,
  planId: string,
  body: ImplementerBody,
): Promise<ImplementerListResponse> {
  const found = await planFor(deps, userId, planId, 'edit');
  const person = await personOf(deps, found.plan, body);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    checkItems(await lockedState(tx, planId), body.items);
    if ((await countImplementers(tx, planId)) >= IMPLEMENTERS_PER_PLAN_MAX) {
      throw new AppError('LIMIT_REACHED', IMPLEMENTER_MESSAGES.limit);
    }
    await checkUnique(tx, planId, person);
    const values = { ...person, classOrPeriod: body.classOrPeriod, items: body.items };
    await insertImplementer(tx, { planId, ...values, createdAt: now, updatedAt: now });
    await insertEvents(tx, planId, userId, now, [lines.added(values)]);
  });
  return listOf(deps, planId);
}

async function requireImplementer(db: Db, planId: string, implementerId: string) {
  const row = await findImplementer(db, planId, implementerId);
  if (!row) throw new AppError('NOT_FOUND', IMPLEMENTER_MESSAGES.notFound);
  return row;
}

/** The parts of a change worth a history line: "class Period 3 → Period 4; now for A1, L1". */
function changeParts(
  before: ImplementerRow,
  after: { name: string; email: string; classOrPeriod: string; items: string[] },
): string[] {
  const parts: string[] = [];
  if (after.name !== before.name) parts.push(`now ${after.name}`);
  if (after.email.toLowerCase() !== before.email.toLowerCase()) parts.push('new e-mail address');
  if (after.classOrPeriod !== before.classOrPeriod) {
    parts.push(`class ${before.classOrPeriod || 'none'} → ${after.classOrPeriod || 'none'}`);
  }
  if (after.items.join(',') !== before.items.join(',')) {
    parts.push(`now for ${after.items.join(', ')}`);
  }
  return parts;
}

/**
 * `PATCH /plans/:id/implementers/:implementerId`: changes who it is, their class or items.
 * When the row names another person (another colleague or address), what was the earlier
 * person's stays theirs: their links stop working, their log entries become the plan's
 * record under their name (the new person neither sees nor replaces them), and their
 * reminder pause goes with them.
 */
export async function changeImplementer(
  deps: ImplementersDeps,
  userId: string,
  planId: string,
  implementerId: string,
  body: ImplementerBody,
): Promise<ImplementerListResponse> {
  const found = await planFor(deps, userId, planId, 'edit');
  const person = await personOf(deps, found.plan, body);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const state = await lockedState(tx, planId);
    const before = await requireImplementer(tx, planId, implementerId);
    checkItems(state, body.items);
    await checkUnique(tx, planId, person, implementerId);
    const after = { ...person, classOrPeriod: body.classOrPeriod, items: body.items };
    const parts = changeParts(before, after);
    if (parts.length === 0 && before.colleagueId === after.colleagueId) return;
    const newAddress = before.email.toLowerCase() !== after.email.toLowerCase();
    // A colleague is their account, whatever its address; anyone else is their address.
    const otherPerson =
      before.colleagueId !== after.colleagueId || (before.colleagueId === null && newAddress);
    await updateImplementer(
      tx,
      implementerId,
      otherPerson ? { ...after, remindersPausedAt: null } : after,
      now,
    );
    // A card went to an address: it stops working when the address does.
    if (otherPerson || newAddress) await revokeLinksOf(tx, implementerId, now);
    if (otherPerson) await retireImplementerEntries(tx, implementerId, now);
    if (parts.length) await insertEvents(tx, planId, userId, now, [lines.changed(before, parts)]);
  });
  return listOf(deps, planId);
}

/** `DELETE /plans/:id/implementers/:implementerId`: their links stop working with them. */
export async function removeImplementer(
  deps: ImplementersDeps,
  userId: string,
  planId: string,
  implementerId: string,
): Promise<ImplementerListResponse> {
  await planFor(deps, userId, planId, 'edit');
  const row = await requireImplementer(deps.db, planId, implementerId);
  await deps.db.transaction(async (tx) => {
    await deleteImplementer(tx, implementerId);
    await insertEvents(tx, planId, userId, deps.clock.now(), [lines.removed(row)]);
  });
  return listOf(deps, planId);
}

/** `POST /plans/:id/implementers/:implementerId/revoke`: their card links stop working. */
export async function revokeCardLinks(
  deps: ImplementersDeps,
  userId: string,
  planId: string,
  implementerId: string,
): Promise<ImplementerListResponse> {
  await planFor(deps, userId, planId, 'edit');
  const entry = await entryOf(deps.db, planId, implementerId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const revoked = await revokeLinksOf(tx, implementerId, now);
    if (revoked > 0) await insertEvents(tx, planId, userId, now, [lines.withdrawn(entry.name)]);
  });
  return listOf(deps, planId);
}
