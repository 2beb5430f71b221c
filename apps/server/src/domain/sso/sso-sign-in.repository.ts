import { and, asc, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  districtEmailDomains,
  districtSso,
  districts,
  ssoLogins,
  ssoProviders,
  userIdentities,
  users,
} from '../../db/schema/index';
import type { UserRow } from '../accounts/users.repository';

export type SsoProviderRow = typeof ssoProviders.$inferSelect;
export type DistrictRow = typeof districts.$inferSelect;
export type SsoLoginRow = typeof ssoLogins.$inferSelect;

/** What a "Sign in with …" button needs, before the label falls back to the preset's. */
export interface ProviderButton {
  id: string;
  kind: string;
  label: string;
  districtName: string;
}

const buttonColumns = {
  id: ssoProviders.id,
  kind: ssoProviders.kind,
  label: ssoProviders.label,
  districtName: districts.name,
};

/** The enabled providers of the district that lists an e-mail domain (lower-case). */
export async function enabledProvidersOfDomain(db: Db, domain: string): Promise<ProviderButton[]> {
  return db
    .select(buttonColumns)
    .from(districtEmailDomains)
    .innerJoin(ssoProviders, eq(ssoProviders.districtId, districtEmailDomains.districtId))
    .innerJoin(districts, eq(districts.id, ssoProviders.districtId))
    .where(and(eq(districtEmailDomains.domain, domain), eq(ssoProviders.enabled, true)))
    .orderBy(asc(ssoProviders.createdAt), asc(ssoProviders.id));
}

/** The enabled providers of the district whose sign-in address is `/sso/<slug>`. */
export async function enabledProvidersOfSlug(db: Db, slug: string): Promise<ProviderButton[]> {
  return db
    .select(buttonColumns)
    .from(districtSso)
    .innerJoin(ssoProviders, eq(ssoProviders.districtId, districtSso.districtId))
    .innerJoin(districts, eq(districts.id, ssoProviders.districtId))
    .where(and(eq(districtSso.slug, slug), eq(ssoProviders.enabled, true)))
    .orderBy(asc(ssoProviders.createdAt), asc(ssoProviders.id));
}

/** An enabled provider with its district, or undefined. */
export async function findEnabledProvider(
  db: Db,
  providerId: string,
): Promise<{ provider: SsoProviderRow; district: DistrictRow } | undefined> {
  const [row] = await db
    .select({ provider: ssoProviders, district: districts })
    .from(ssoProviders)
    .innerJoin(districts, eq(districts.id, ssoProviders.districtId))
    .where(and(eq(ssoProviders.id, providerId), eq(ssoProviders.enabled, true)))
    .limit(1);
  return row;
}

/** The e-mail domains a district lists (lower-case). */
export async function districtDomains(db: Db, districtId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: districtEmailDomains.domain })
    .from(districtEmailDomains)
    .where(eq(districtEmailDomains.districtId, districtId));
  return rows.map((row) => row.domain);
}

/** Stores a sign-in under way, dropping the ones nobody came back from. */
export async function insertLogin(db: Db, login: SsoLoginRow, now: Date) {
  await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, now));
  await db.insert(ssoLogins).values(login);
}

/**
 * Takes a sign-in under way out of the table and returns it: one statement, so of two
 * answers with the same state (a replay) only one ever gets the row.
 */
export async function consumeLogin(db: Db, stateHash: string): Promise<SsoLoginRow | undefined> {
  const [row] = await db.delete(ssoLogins).where(eq(ssoLogins.stateHash, stateHash)).returning();
  return row;
}

/** The user a provider's account (its `sub`) signs in as, if it was linked. */
export async function findIdentityUser(
  db: Db,
  providerId: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.providerId, providerId), eq(userIdentities.subject, subject)))
    .limit(1);
  return row?.user;
}

/**
 * Links a provider's account to a user; a link made meanwhile by a parallel sign-in stays.
 * True when this call made the link.
 */
export async function linkIdentity(
  db: Db,
  identity: { providerId: string; subject: string; userId: string },
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(userIdentities)
    .values({ ...identity, createdAt: now, lastUsedAt: now })
    .onConflictDoNothing()
    .returning({ userId: userIdentities.userId });
  return inserted.length > 0;
}

/** Whether the user is linked at this provider to an account other than `subject`. */
export async function linkedToAnotherSubject(
  db: Db,
  identity: { providerId: string; subject: string; userId: string },
): Promise<boolean> {
  const rows = await db
    .select({ subject: userIdentities.subject })
    .from(userIdentities)
    .where(
      and(
        eq(userIdentities.providerId, identity.providerId),
        eq(userIdentities.userId, identity.userId),
        ne(userIdentities.subject, identity.subject),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The district that lists an e-mail domain (lower-case), if any. */
export async function districtOfDomain(db: Db, domain: string): Promise<string | undefined> {
  const [row] = await db
    .select({ districtId: districtEmailDomains.districtId })
    .from(districtEmailDomains)
    .where(eq(districtEmailDomains.domain, domain))
    .limit(1);
  return row?.districtId;
}

/** Records that a linked provider account was just used to sign in. */
export async function touchIdentity(db: Db, providerId: string, subject: string, now: Date) {
  await db
    .update(userIdentities)
    .set({ lastUsedAt: now })
    .where(and(eq(userIdentities.providerId, providerId), eq(userIdentities.subject, subject)));
}
