import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  districtEmailDomains,
  districts,
  districtSso,
  ssoProviders,
  userIdentities,
} from '../../db/schema/index';

// A district's single sign-on settings as the operator console reads and writes them (issue
// 21): its sign-in address, its e-mail domains and its providers. Writes take the caller's
// transaction; the unique indexes (slug, domain) decide who gets a contested value.

export type SsoProviderRow = typeof ssoProviders.$inferSelect;
export type SsoProviderValues = Omit<
  typeof ssoProviders.$inferInsert,
  'id' | 'districtId' | 'createdAt'
>;

/** The district's sign-in address slug, null when it has none. */
export async function findDistrictSlug(db: Db, districtId: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: districtSso.slug })
    .from(districtSso)
    .where(eq(districtSso.districtId, districtId));
  return row?.slug ?? null;
}

/** The district's e-mail domains, sorted. */
export async function listDistrictDomains(db: Db, districtId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: districtEmailDomains.domain })
    .from(districtEmailDomains)
    .where(eq(districtEmailDomains.districtId, districtId))
    .orderBy(asc(districtEmailDomains.domain));
  return rows.map((row) => row.domain);
}

/** The district's providers, oldest first. */
export function listDistrictProviders(db: Db, districtId: string): Promise<SsoProviderRow[]> {
  return db
    .select()
    .from(ssoProviders)
    .where(eq(ssoProviders.districtId, districtId))
    .orderBy(asc(ssoProviders.createdAt), asc(ssoProviders.id));
}

/** One provider of the district; a provider of another district is not found. */
export async function findDistrictProvider(
  db: Db,
  districtId: string,
  providerId: string,
): Promise<SsoProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(ssoProviders)
    .where(and(eq(ssoProviders.id, providerId), eq(ssoProviders.districtId, districtId)));
  return row;
}

/** Sets the district's sign-in address (a unique violation when another district has it). */
export async function saveDistrictSlug(
  db: Db,
  districtId: string,
  slug: string | null,
  at: Date,
): Promise<void> {
  await db
    .insert(districtSso)
    .values({ districtId, slug, updatedAt: at })
    .onConflictDoUpdate({ target: districtSso.districtId, set: { slug, updatedAt: at } });
}

/**
 * Replaces the district's domains. Inserted in sorted order, so two districts claiming the
 * same domains at once wait for each other on the first one instead of deadlocking; the
 * loser gets a unique violation.
 */
export async function replaceDistrictDomains(
  db: Db,
  districtId: string,
  domains: readonly string[],
): Promise<void> {
  await db.delete(districtEmailDomains).where(eq(districtEmailDomains.districtId, districtId));
  if (domains.length === 0) return;
  await db
    .insert(districtEmailDomains)
    .values([...domains].sort().map((domain) => ({ domain, districtId })));
}

/** Which of `domains` other districts list, with those districts' names. */
export function domainsOfOtherDistricts(
  db: Db,
  districtId: string,
  domains: readonly string[],
): Promise<{ domain: string; districtName: string }[]> {
  if (domains.length === 0) return Promise.resolve([]);
  return db
    .select({ domain: districtEmailDomains.domain, districtName: districts.name })
    .from(districtEmailDomains)
    .innerJoin(districts, eq(districts.id, districtEmailDomains.districtId))
    .where(
      and(
        inArray(districtEmailDomains.domain, [...domains]),
        ne(districtEmailDomains.districtId, districtId),
      ),
    )
    .orderBy(asc(districtEmailDomains.domain));
}

/** The name of the district whose sign-in address is `slug`, other than `districtId`. */
export async function slugOwnerElsewhere(
  db: Db,
  districtId: string,
  slug: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: districts.name })
    .from(districtSso)
    .innerJoin(districts, eq(districts.id, districtSso.districtId))
    .where(and(eq(districtSso.slug, slug), ne(districtSso.districtId, districtId)));
  return row?.name;
}

export async function countDistrictProviders(db: Db, districtId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(ssoProviders)
    .where(eq(ssoProviders.districtId, districtId));
  return row?.total ?? 0;
}

export async function insertProvider(
  db: Db,
  districtId: string,
  values: SsoProviderValues & { createdAt: Date },
): Promise<SsoProviderRow> {
  const [row] = await db
    .insert(ssoProviders)
    .values({ ...values, districtId })
    .returning();
  if (!row) throw new Error('provider insert returned nothing');
  return row;
}

export async function updateProvider(
  db: Db,
  providerId: string,
  values: Partial<SsoProviderValues>,
): Promise<SsoProviderRow | undefined> {
  const [row] = await db
    .update(ssoProviders)
    .set(values)
    .where(eq(ssoProviders.id, providerId))
    .returning();
  return row;
}

/** Removes a provider; its accounts' identities and sign-ins under way go with it (cascade). */
export async function deleteProvider(db: Db, providerId: string): Promise<void> {
  await db.delete(ssoProviders).where(eq(ssoProviders.id, providerId));
}

/** How many Trellis accounts sign in through the provider. */
export async function countProviderIdentities(db: Db, providerId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(userIdentities)
    .where(eq(userIdentities.providerId, providerId));
  return row?.total ?? 0;
}

/** The district's name, or undefined for an unknown district. */
export async function findDistrictName(db: Db, districtId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: districts.name })
    .from(districts)
    .where(eq(districts.id, districtId));
  return row?.name;
}
