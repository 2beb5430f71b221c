import {
  boolean,
  char,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AssessmentProgram } from '@trellis/shared/assessments';
import type { FamilyGlossary, FamilyTexts } from '@trellis/shared/family-text';
import type { StatementTemplate } from '@trellis/shared/statement-schemas';
import type { Interop } from '@trellis/shared/interop';

// The accommodation library, imported from `content/` at start (src/content/import-content.ts).
// Every table keeps the YAML order in `position`, so an export writes the files back as the
// reviewers arranged them. Rows are replaced as a whole on each import, in one transaction.

/** The hash of the imported content folder: start-up imports only when it changed. */
export const contentState = pgTable('content_state', {
  /** Always 1: there is one library. */
  id: smallint().primaryKey(),
  hash: varchar({ length: 128 }).notNull(),
  importedAt: timestamp({ withTimezone: true }).notNull(),
});

/** The need categories: spec §9's four and the physical, sensory and health needs. */
export const needCategories = pgTable('need_categories', {
  name: varchar({ length: 100 }).primaryKey(),
  position: integer().notNull(),
});

/** A need: what browse shows and what accommodations are matched against. */
export const needs = pgTable('needs', {
  id: varchar({ length: 100 }).primaryKey(),
  category: varchar({ length: 100 })
    .notNull()
    .references(() => needCategories.name),
  position: integer().notNull(),
  name: varchar({ length: 100 }).notNull().unique(),
  /** Names of overlapping needs as `needs.yaml` declares them (one side of each pair). */
  related: jsonb().$type<string[]>().notNull().default([]),
  description: text().notNull(),
  considerations: text().notNull(),
  resources: text().notNull(),
  process: text().notNull(),
});

/** Strength categories: learning preferences, academic, social, personal, interests. */
export const strengthCategories = pgTable('strength_categories', {
  name: varchar({ length: 100 }).primaryKey(),
  position: integer().notNull(),
});

/** A strength a student may bring. */
export const strengths = pgTable('strengths', {
  id: varchar({ length: 100 }).primaryKey(),
  category: varchar({ length: 100 })
    .notNull()
    .references(() => strengthCategories.name),
  position: integer().notNull(),
  name: varchar({ length: 100 }).notNull().unique(),
  description: text().notNull(),
});

/** An accommodation or modification, keyed like `L12`. */
export const accommodations = pgTable('accommodations', {
  key: varchar({ length: 12 }).primaryKey(),
  /** B, C, L or A. */
  category: char({ length: 1 }).notNull(),
  number: integer().notNull(),
  title: text().notNull(),
  subtitle: text().notNull(),
  description: text().notNull(),
  considerations: text().notNull(),
  examples: jsonb().$type<string[]>().notNull(),
  links: jsonb().$type<{ title: string; url: string }[]>().notNull(),
  tier: smallint().notNull(),
  modification: boolean().notNull(),
  /** Rare or program-dependent: ranked after the common supports unless designed for a need. */
  niche: boolean().notNull().default(false),
  /** The IEP section a team enters it in: instructional, testing, supplementary-aid, modification. */
  section: varchar({ length: 32 }).notNull(),
  /** The statement's "what" and default details ('' where the content leaves one out). */
  statement: jsonb().$type<StatementTemplate>().notNull(),
  /** The CCSSO test class of an Assessing entry; null for the others. */
  testClass: varchar({ length: 32 }),
  /** A classroom entry's test versions (Assessing keys). */
  testVersions: jsonb().$type<string[]>().notNull().default([]),
  /** Ed-Fi and CEDS codes; a code absent or null where none maps. */
  interop: jsonb().$type<Partial<Interop>>().notNull().default({}),
  /** What a teacher providing it watches for: one or two sentences, on the teacher card. */
  watchFor: text().notNull().default(''),
  /** What families read about it, per language (content/family/<locale>/, issue 24). */
  family: jsonb()
    .$type<FamilyTexts>()
    .notNull()
    .default({} as FamilyTexts),
});

/** How strongly an accommodation serves a need (1–3), in the entry's order. */
export const accommodationNeeds = pgTable(
  'accommodation_needs',
  {
    accommodationKey: varchar({ length: 12 })
      .notNull()
      .references(() => accommodations.key, { onDelete: 'cascade' }),
    needId: varchar({ length: 100 })
      .notNull()
      .references(() => needs.id),
    position: integer().notNull(),
    priority: smallint().notNull(),
  },
  (table) => [primaryKey({ columns: [table.accommodationKey, table.needId] })],
);

/** How much a strength makes an accommodation likely to work (1–3). */
export const accommodationStrengths = pgTable(
  'accommodation_strengths',
  {
    accommodationKey: varchar({ length: 12 })
      .notNull()
      .references(() => accommodations.key, { onDelete: 'cascade' }),
    strengthId: varchar({ length: 100 })
      .notNull()
      .references(() => strengths.id),
    position: integer().notNull(),
    priority: smallint().notNull(),
  },
  (table) => [primaryKey({ columns: [table.accommodationKey, table.strengthId] })],
);

/**
 * An assessment program's published guidelines (`content/assessments/<id>.yaml`), with its
 * support lines as the library serves them (issue 17's state-test crosswalk).
 */
export const assessmentPrograms = pgTable('assessment_programs', {
  id: varchar({ length: 100 }).primaryKey(),
  position: integer().notNull(),
  name: text().notNull(),
  scope: text().notNull(),
  edition: text().notNull(),
  note: text().notNull(),
  source: jsonb().$type<AssessmentProgram['source']>().notNull(),
  supports: jsonb().$type<AssessmentProgram['supports']>().notNull(),
});

/** Groups of accommodations that do the same job (`content/same-job.yaml`), by position. */
export const sameJobGroups = pgTable('same_job_groups', {
  position: integer().primaryKey(),
  keys: jsonb().$type<string[]>().notNull(),
  note: text().notNull(),
});

/** The dashboard carousel's messages; only active ones are served. */
export const dashboardMessages = pgTable('dashboard_messages', {
  id: varchar({ length: 100 }).primaryKey(),
  position: integer().notNull(),
  icon: varchar({ length: 32 }).notNull(),
  title: text().notNull(),
  message: text().notNull(),
  linkUrl: text().notNull(),
  linkText: text().notNull(),
  active: boolean().notNull(),
});

/** The special-education terms families meet, one wording per language (content/family/glossary.yaml). */
export const familyGlossary = pgTable('family_glossary', {
  id: varchar({ length: 100 }).primaryKey(),
  position: integer().notNull(),
  wordings: jsonb().$type<Omit<FamilyGlossary[number], 'id'>>().notNull(),
});
