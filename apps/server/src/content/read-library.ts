import { asc } from 'drizzle-orm';
import type { AssessmentProgram, SameJobGroup } from '@trellis/shared/assessments';
import type { TestClass } from '@trellis/shared/test-statuses';
import {
  type Accommodation,
  type DashboardMessage,
  type Library,
  LibrarySchema,
  compareAccommodationOrder,
} from '@trellis/shared/content';
import type { AccommodationPrefix } from '@trellis/shared/content-constants';
import type { FamilyLibrary, FamilyTexts } from '@trellis/shared/family-text';
import type { IepSection } from '@trellis/shared/statement-fields';
import type { Db } from '../db/client';
import {
  accommodationNeeds,
  accommodationStrengths,
  accommodations,
  assessmentPrograms,
  dashboardMessages,
  familyGlossary,
  needCategories,
  needs,
  sameJobGroups,
  strengthCategories,
  strengths,
} from '../db/schema/index';

function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

async function readTaxonomy(db: Db) {
  const [needCategoryRows, needRows, strengthCategoryRows, strengthRows] = await Promise.all([
    db.select().from(needCategories).orderBy(asc(needCategories.position)),
    db.select().from(needs).orderBy(asc(needs.position)),
    db.select().from(strengthCategories).orderBy(asc(strengthCategories.position)),
    db.select().from(strengths).orderBy(asc(strengths.position)),
  ]);
  const needsByCategory = groupBy(needRows, (row) => row.category);
  const strengthsByCategory = groupBy(strengthRows, (row) => row.category);
  return {
    needCategories: needCategoryRows.map((category) => ({
      name: category.name,
      needs: (needsByCategory.get(category.name) ?? []).map(
        ({ position: _position, ...need }) => need,
      ),
    })),
    strengthCategories: strengthCategoryRows.map((category) => ({
      name: category.name,
      strengths: (strengthsByCategory.get(category.name) ?? []).map(
        ({ position: _position, category: _category, ...strength }) => strength,
      ),
    })),
    needNames: new Map(needRows.map((row) => [row.id, row.name])),
    strengthNames: new Map(strengthRows.map((row) => [row.id, row.name])),
  };
}

async function readAccommodations(
  db: Db,
  needNames: Map<string, string>,
  strengthNames: Map<string, string>,
): Promise<{ accommodations: Accommodation[]; familyTexts: Record<string, FamilyTexts> }> {
  const [rows, needLinks, strengthLinks] = await Promise.all([
    db.select().from(accommodations),
    db.select().from(accommodationNeeds).orderBy(asc(accommodationNeeds.position)),
    db.select().from(accommodationStrengths).orderBy(asc(accommodationStrengths.position)),
  ]);
  const needsByKey = groupBy(needLinks, (link) => link.accommodationKey);
  const strengthsByKey = groupBy(strengthLinks, (link) => link.accommodationKey);
  const familyTexts = Object.fromEntries(rows.map((row) => [row.key, row.family]));
  const list = rows
    .map(({ family: _family, ...row }): Accommodation => {
      const listedNeeds = needsByKey.get(row.key) ?? [];
      return {
        ...row,
        category: row.category as AccommodationPrefix,
        tier: row.tier as Accommodation['tier'],
        // Checked by the library's schema below, like the category and tier.
        section: row.section as IepSection,
        testClass: row.testClass as TestClass | null,
        interop: { edfi: row.interop.edfi ?? null, ceds: row.interop.ceds ?? null },
        needs: listedNeeds.map((link) => ({
          need: needNames.get(link.needId) ?? link.needId,
          priority: link.priority,
        })),
        strengths: (strengthsByKey.get(row.key) ?? []).map((link) => ({
          strength: strengthNames.get(link.strengthId) ?? link.strengthId,
          priority: link.priority,
        })),
        needIds: listedNeeds.map((link) => link.needId),
      };
    })
    .sort(compareAccommodationOrder);
  return { accommodations: list, familyTexts };
}

async function readMessages(db: Db): Promise<DashboardMessage[]> {
  const rows = await db.select().from(dashboardMessages).orderBy(asc(dashboardMessages.position));
  return rows.map(({ position: _position, ...message }) => message as DashboardMessage);
}

async function readPrograms(db: Db): Promise<AssessmentProgram[]> {
  const rows = await db.select().from(assessmentPrograms).orderBy(asc(assessmentPrograms.position));
  return rows.map(({ position: _position, ...program }) => program);
}

async function readSameJobGroups(db: Db): Promise<SameJobGroup[]> {
  const rows = await db.select().from(sameJobGroups).orderBy(asc(sameJobGroups.position));
  return rows.map(({ keys, note }) => ({ keys, note }));
}

async function readFamilyGlossary(db: Db): Promise<FamilyLibrary['glossary']> {
  const rows = await db.select().from(familyGlossary).orderBy(asc(familyGlossary.position));
  return rows.map(({ id, wordings }) => ({ id, ...wordings }));
}

/**
 * The library as the database holds it, in the content files' order. Parsed with the
 * shared schema so a row edited by hand into an impossible value fails here, loudly,
 * rather than in a response.
 */
export async function readLibrary(db: Db): Promise<Library> {
  const taxonomy = await readTaxonomy(db);
  const entries = await readAccommodations(db, taxonomy.needNames, taxonomy.strengthNames);
  const library = {
    needCategories: taxonomy.needCategories,
    strengthCategories: taxonomy.strengthCategories,
    accommodations: entries.accommodations,
    dashboardMessages: await readMessages(db),
    assessmentPrograms: await readPrograms(db),
    sameJobGroups: await readSameJobGroups(db),
    family: { texts: entries.familyTexts, glossary: await readFamilyGlossary(db) },
  };
  return LibrarySchema.parse(library);
}
