import { and, eq, gt, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessLinks, acknowledgements } from '../../db/schema/index';

// Links that open one implementer's card or delivery log without an account (decisions 017,
// 018), and the acknowledgements given through them. Looked up by the token's hash only.

export type AccessLinkRow = typeof accessLinks.$inferSelect;

/**
 * What a link opens: 'card', the implementer's card, its confirmation and their log; 'log'
 * (from a weekly reminder), their log only (decision 018).
 */
export type LinkPurpose = 'card' | 'log';

export async function insertAccessLink(
  db: Db,
  values: typeof accessLinks.$inferInsert,
): Promise<AccessLinkRow> {
  const [row] = await db.insert(accessLinks).values(values).returning();
  if (!row) throw new Error('access link insert returned nothing');
  return row;
}

/**
 * The link stored under the hash if it is good at `now` (not expired, not revoked) and of
 * one of the `purposes`.
 */
export async function findGoodLink(
  db: Db,
  tokenHash: string,
  purposes: readonly LinkPurpose[],
  now: Date,
): Promise<AccessLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(accessLinks)
    .where(
      and(
        eq(accessLinks.tokenHash, tokenHash),
        inArray(accessLinks.purpose, [...purposes]),
        isNull(accessLinks.revokedAt),
        gt(accessLinks.expiresAt, now),
      ),
    );
  return row;
}

/**
 * Revokes the implementer's links that are still open, but `except` (a link just made);
 * answers how many were revoked.
 */
export async function revokeLinksOf(
  db: Db,
  implementerId: string,
  at: Date,
  except?: string,
): Promise<number> {
  const revoked = await db
    .update(accessLinks)
    .set({ revokedAt: at })
    .where(
      and(
        eq(accessLinks.implementerId, implementerId),
        isNull(accessLinks.revokedAt),
        except ? ne(accessLinks.id, except) : undefined,
      ),
    )
    .returning({ id: accessLinks.id });
  return revoked.length;
}

/** A link by id, or undefined (deleted with its implementer). */
export async function findLink(db: Db, linkId: string): Promise<AccessLinkRow | undefined> {
  const [row] = await db.select().from(accessLinks).where(eq(accessLinks.id, linkId));
  return row;
}

/**
 * Makes the just-sent `link` the implementer's one open link by revoking their other open
 * links made no later than it. A revoked link is never opened again: if `link` was withdrawn
 * while its e-mail went, it stays so. Call with the plan's row locked.
 */
export async function revokeEarlierLinks(
  db: Db,
  link: Pick<AccessLinkRow, 'id' | 'implementerId' | 'createdAt'>,
  at: Date,
): Promise<void> {
  await db
    .update(accessLinks)
    .set({ revokedAt: at })
    .where(
      and(
        eq(accessLinks.implementerId, link.implementerId),
        isNull(accessLinks.revokedAt),
        ne(accessLinks.id, link.id),
        lte(accessLinks.createdAt, link.createdAt),
      ),
    );
}

/** Revokes one link if it is still open. */
export async function revokeLink(db: Db, linkId: string, at: Date): Promise<void> {
  await db
    .update(accessLinks)
    .set({ revokedAt: at })
    .where(and(eq(accessLinks.id, linkId), isNull(accessLinks.revokedAt)));
}

/** Deletes a link (one whose e-mail could not be sent). */
export async function deleteAccessLink(db: Db, linkId: string): Promise<void> {
  await db.delete(accessLinks).where(eq(accessLinks.id, linkId));
}

/** When the link's card was acknowledged, or undefined. */
export async function findAcknowledgement(db: Db, linkId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: acknowledgements.acknowledgedAt })
    .from(acknowledgements)
    .where(eq(acknowledgements.linkId, linkId));
  return row?.at;
}

/**
 * Records the acknowledgement of a link's card once: the unique link id decides, so two
 * clicks at once record one. Answers whether this call recorded it, and when it was given.
 */
export async function acknowledgeOnce(
  db: Db,
  link: Pick<AccessLinkRow, 'id' | 'implementerId'>,
  at: Date,
): Promise<{ recorded: boolean; acknowledgedAt: Date }> {
  const inserted = await db
    .insert(acknowledgements)
    .values({ linkId: link.id, implementerId: link.implementerId, acknowledgedAt: at })
    .onConflictDoNothing({ target: acknowledgements.linkId })
    .returning({ at: acknowledgements.acknowledgedAt });
  if (inserted[0]) return { recorded: true, acknowledgedAt: inserted[0].at };
  const existing = await findAcknowledgement(db, link.id);
  return { recorded: false, acknowledgedAt: existing ?? at };
}
