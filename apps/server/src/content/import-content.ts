import { eq, sql } from 'drizzle-orm';
import type { Library } from '@trellis/shared/content';
import type { FamilyTexts } from '@trellis/shared/family-text';
import type { Db } from '../db/client';
import {
  accommodationNeeds,
  accommodationStrengths,
  accommodations,
  assessmentPrograms,
  contentState,
  dashboardMessages,
  familyGlossary,
  needCategories,
  needs,
  sameJobGroups,
  strengthCategories,
  strengths,
} from '../db/schema/index';

/**
 * Bumped whenever the importer writes the tables differently, so a server upgrade re-imports
 * unchanged content into the new shape.
 */
const IMPORT_FORMAT = 6;

const STATE_ID = 1;

/** Advisory lock id ("TRLC"): two servers starting together import one after the other. */
const IMPORT_LOCK = 0x54524c43;

/** The hash stored for a content folder: the files' hash and the importer's format. */
export function importHash(contentHash: string): string {
  return `${IMPORT_FORMAT}:${contentHash}`;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Children first, so no foreign key is left pointing at a deleted row.
async function clearLibrary(tx: Tx) {
  for (const table of [
    accommodationNeeds,
    accommodationStrengths,
    accommodations,
    needs,
    needCategories,
    strengths,
    strengthCategories,
    dashboardMessages,
    assessmentPrograms,
    sameJobGroups,
    familyGlossary,
  ]) {
    await tx.delete(table);
  }
}

async function insertTaxonomy(tx: Tx, library: Library) {
  const categories = library.needCategories.map((category, position) => ({
    name: category.name,
    position,
  }));
  const needRows = library.needCategories.flatMap((category) =>
    category.needs.map((need, position) => ({ ...need, category: category.name, position })),
  );
  const strengthCategoryRows = library.strengthCategories.map((category, position) => ({
    name: category.name,
    position,
  }));
  const strengthRows = library.strengthCategories.flatMap((category) =>
    category.strengths.map((strength, position) => ({
      ...strength,
      category: category.name,
      position,
    })),
  );
  if (categories.length) await tx.insert(needCategories).values(categories);
  if (needRows.length) await tx.insert(needs).values(needRows);
  if (strengthCategoryRows.length) await tx.insert(strengthCategories).values(strengthCategoryRows);
  if (strengthRows.length) await tx.insert(strengths).values(strengthRows);
}

function idsByName(items: { id: string; name: string }[]): (name: string) => string {
  const ids = new Map(items.map((item) => [item.name, item.id]));
  return (name) => {
    const id = ids.get(name);
    // The content check rejects unknown names; reaching this means the library skipped it.
    if (id === undefined) throw new Error(`Content import: "${name}" is not in the library.`);
    return id;
  };
}

/**
 * Rows per insert statement: PostgreSQL takes at most 65,535 parameters in one, and an
 * accommodation row has 18 columns, so a library of a few thousand entries needs several.
 */
const ROWS_PER_STATEMENT = 1000;

async function inSlices<R>(rows: readonly R[], insert: (slice: R[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await insert(rows.slice(start, start + ROWS_PER_STATEMENT));
  }
}

async function insertAccommodations(tx: Tx, library: Library) {
  const needId = idsByName(library.needCategories.flatMap((category) => category.needs));
  const strengthId = idsByName(
    library.strengthCategories.flatMap((category) => category.strengths),
  );
  const rows = library.accommodations.map((entry) => ({
    key: entry.key,
    category: entry.category,
    number: entry.number,
    title: entry.title,
    subtitle: entry.subtitle,
    description: entry.description,
    considerations: entry.considerations,
    examples: entry.examples,
    links: entry.links,
    tier: entry.tier,
    modification: entry.modification,
    niche: entry.niche,
    section: entry.section,
    statement: entry.statement,
    watchFor: entry.watchFor,
    testClass: entry.testClass,
    testVersions: entry.testVersions,
    interop: entry.interop,
    family: library.family.texts[entry.key] ?? ({} as FamilyTexts),
  }));
  const needRows = library.accommodations.flatMap((entry) =>
    entry.needs.map((listed, position) => ({
      accommodationKey: entry.key,
      needId: needId(listed.need),
      position,
      priority: listed.priority,
    })),
  );
  const strengthRows = library.accommodations.flatMap((entry) =>
    entry.strengths.map((listed, position) => ({
      accommodationKey: entry.key,
      strengthId: strengthId(listed.strength),
      position,
      priority: listed.priority,
    })),
  );
  await inSlices(rows, (slice) => tx.insert(accommodations).values(slice));
  await inSlices(needRows, (slice) => tx.insert(accommodationNeeds).values(slice));
  await inSlices(strengthRows, (slice) => tx.insert(accommodationStrengths).values(slice));
}

async function insertMessages(tx: Tx, library: Library) {
  const rows = library.dashboardMessages.map((message, position) => ({ ...message, position }));
  if (rows.length) await tx.insert(dashboardMessages).values(rows);
}

async function insertCrosswalk(tx: Tx, library: Library) {
  const programs = library.assessmentPrograms.map((program, position) => ({
    ...program,
    position,
  }));
  const groups = library.sameJobGroups.map((group, position) => ({ ...group, position }));
  if (programs.length) await tx.insert(assessmentPrograms).values(programs);
  if (groups.length) await tx.insert(sameJobGroups).values(groups);
}

async function insertFamilyGlossary(tx: Tx, library: Library) {
  const rows = library.family.glossary.map(({ id, ...wordings }, position) => ({
    id,
    position,
    wordings,
  }));
  if (rows.length) await tx.insert(familyGlossary).values(rows);
}

/** The hash of the library now in the database, or null before the first import. */
export async function storedContentHash(db: Db | Tx): Promise<string | null> {
  const [row] = await db
    .select({ hash: contentState.hash })
    .from(contentState)
    .where(eq(contentState.id, STATE_ID));
  return row?.hash ?? null;
}

/**
 * Replaces the library in the database with `library`, in one transaction: on any error
 * the previous library stays exactly as it was. Skips the work when the stored hash shows
 * this content is already imported, unless `force` is set.
 */
export async function importContent(
  db: Db,
  content: { library: Library; hash: string },
  options: { now: Date; force?: boolean },
): Promise<{ imported: boolean }> {
  const hash = importHash(content.hash);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    // Read under the lock: a server that started alongside may have just imported it.
    if (!options.force && (await storedContentHash(tx)) === hash) return { imported: false };
    await clearLibrary(tx);
    await insertTaxonomy(tx, content.library);
    await insertAccommodations(tx, content.library);
    await insertMessages(tx, content.library);
    await insertCrosswalk(tx, content.library);
    await insertFamilyGlossary(tx, content.library);
    await tx
      .insert(contentState)
      .values({ id: STATE_ID, hash, importedAt: options.now })
      .onConflictDoUpdate({ target: contentState.id, set: { hash, importedAt: options.now } });
    return { imported: true };
  });
}
