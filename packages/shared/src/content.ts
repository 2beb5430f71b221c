import { z } from 'zod';
import { safeText } from './text';
import { AssessmentProgramSchema, SameJobGroupSchema } from './assessments';
import { TEST_CLASSES } from './test-statuses';
import { FamilyLibrarySchema } from './family-text';
import { InteropEntrySchema, InteropSchema } from './interop';
import { IEP_SECTIONS } from './statement-fields';
import { StatementEntrySchema, StatementTemplateSchema } from './statement-schemas';
import {
  NEED_CATEGORIES,
  ACCOMMODATION_CATEGORIES,
  TIERS,
  CONTENT_PRIORITY_MIN,
  CONTENT_PRIORITY_MAX,
  DASHBOARD_ICONS,
  DASHBOARD_MESSAGE_TAGS,
  ACCOMMODATION_EXAMPLES_MIN,
  WATCH_FOR_MIN,
  WATCH_FOR_MAX,
  TRAIT_NAME_MAX,
} from './content-constants';

// The accommodation library: the YAML files' schemas (strict, for `content:check` and the
// importer) and the normalised library the API serves (plain, so responses strip extras).

const prefixes = ACCOMMODATION_CATEGORIES.map((category) => category.prefix);

// "1, 2 or 3": messages name the allowed values from the constants, never a copy of them.
function orList(values: readonly (string | number)[]): string {
  return values.length < 2
    ? values.join('')
    : `${values.slice(0, -1).join(', ')} or ${String(values.at(-1))}`;
}

/** An accommodation key: a category prefix and a number without leading zeros, e.g. `B12`. */
export const ACCOMMODATION_KEY_PATTERN = new RegExp(`^[${prefixes.join('')}][1-9][0-9]*$`);

/** A stable slug: lower-case letters and digits separated by single hyphens. */
export const CONTENT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Block scalars (`|`) end with a newline and reviewers indent freely, so text is trimmed
// before the emptiness check rather than rejected for surrounding whitespace.
const text = safeText().trim().min(1, 'must not be empty');
/** A need or strength name, in the library or typed into a custom slot. */
export const TraitNameSchema = text.max(
  TRAIT_NAME_MAX,
  `must be at most ${TRAIT_NAME_MAX} characters`,
);
/** Ids the builder's custom slots use (cs000, cn003…): library entries may not take them. */
export const CUSTOM_SLOT_ID_PATTERN = /^c[sn][0-9]{3}$/;

const contentId = z
  .string()
  .regex(
    CONTENT_ID_PATTERN,
    'expected lower-case letters, digits and hyphens, e.g. reading-fluency',
  )
  .refine(
    (id) => !CUSTOM_SLOT_ID_PATTERN.test(id),
    'ids like cs000 and cn000 are kept for custom entries',
  );
const priorityMessage = `expected a whole number from ${CONTENT_PRIORITY_MIN} to ${CONTENT_PRIORITY_MAX}`;
const priority = z
  .int(priorityMessage)
  .min(CONTENT_PRIORITY_MIN, priorityMessage)
  .max(CONTENT_PRIORITY_MAX, priorityMessage);
const httpsUrl = z.url({
  protocol: /^https$/,
  hostname: z.regexes.domain,
  error: 'expected an https:// address',
});
// A leading `//` would be a protocol-relative link to another site.
const sitePath = z
  .string()
  .regex(/^\/(?!\/)\S*$/, 'expected a Trellis path or an https:// address');

/** Whether `html` uses only the elements a dashboard message allows. */
export function usesOnlyMessageTags(html: string): boolean {
  const allowed: readonly string[] = DASHBOARD_MESSAGE_TAGS;
  const tags = html.matchAll(/<\/?\s*([a-zA-Z][a-zA-Z0-9-]*)/g);
  return [...tags].every((match) => allowed.includes((match[1] ?? '').toLowerCase()));
}

/** One need in `needs.yaml`. */
export const NeedEntrySchema = z.strictObject({
  id: contentId,
  name: TraitNameSchema,
  /**
   * Names of needs that overlap this one (Test Anxiety and Anxiety): an accommodation that
   * lists both counts them once, at the higher value. Declared on one side; it holds both ways.
   */
  related: z.array(TraitNameSchema).optional(),
  description: text,
  considerations: text,
  resources: text,
  process: text,
});
/** `needs.yaml`: the need categories and their needs. */
export const NeedsFileSchema = z.array(
  z.strictObject({
    category: z.enum(NEED_CATEGORIES, {
      error: `expected one of: ${NEED_CATEGORIES.join(', ')}`,
    }),
    needs: z.array(NeedEntrySchema).min(1, 'list at least one need'),
  }),
);
/** The parsed `needs.yaml`. */
export type NeedsFile = z.infer<typeof NeedsFileSchema>;

/** One strength in `strengths.yaml`. */
export const StrengthEntrySchema = z.strictObject({
  id: contentId,
  name: TraitNameSchema,
  description: text,
});
/** `strengths.yaml`: the strength categories and their strengths. */
export const StrengthsFileSchema = z.array(
  z.strictObject({
    category: text,
    strengths: z.array(StrengthEntrySchema).min(1, 'list at least one strength'),
  }),
);
/** The parsed `strengths.yaml`. */
export type StrengthsFile = z.infer<typeof StrengthsFileSchema>;

/** A related link of an accommodation: a public https page with a title. */
export const ContentLinkSchema = z.strictObject({ title: text, url: httpsUrl });

/** One accommodation in `accommodations/*.yaml`. */
export const AccommodationEntrySchema = z.strictObject({
  key: z
    .string()
    .regex(
      ACCOMMODATION_KEY_PATTERN,
      `expected a prefix ${orList(prefixes)} and a number, e.g. B12`,
    ),
  title: text,
  subtitle: text,
  tier: z.literal(TIERS, { error: `expected ${orList(TIERS)}` }),
  modification: z.boolean('expected true or false'),
  /**
   * A rare or program-dependent support (a therapy dog) or one a team seldom lists first:
   * ranking keeps it below the common supports unless it is designed for a chosen need.
   */
  niche: z.boolean('expected true or false').optional(),
  description: text,
  considerations: text,
  examples: z
    .array(text)
    .min(ACCOMMODATION_EXAMPLES_MIN, `give at least ${ACCOMMODATION_EXAMPLES_MIN} examples`),
  links: z.array(ContentLinkSchema),
  needs: z
    .array(z.strictObject({ need: TraitNameSchema, priority }))
    .min(1, 'list at least one need'),
  strengths: z.array(z.strictObject({ strength: TraitNameSchema, priority })),
  /** How a team enters it in the IEP: `modification` exactly when `modification` is true. */
  section: z.enum(IEP_SECTIONS, { error: `expected one of: ${IEP_SECTIONS.join(', ')}` }),
  statement: StatementEntrySchema,
  /**
   * What the teacher providing it watches for (the teacher card): signs it works or not, how
   * it usually goes wrong, when to tell the case manager. Unique to the entry.
   */
  watchFor: safeText()
    .trim()
    .min(WATCH_FOR_MIN, `write one or two sentences of ${WATCH_FOR_MIN} characters or more`)
    .max(WATCH_FOR_MAX, `must be at most ${WATCH_FOR_MAX} characters: one or two sentences`),
  /** The CCSSO class: every Assessing entry has one, others take their test version's. */
  testClass: z
    .enum(TEST_CLASSES, { error: `expected one of: ${TEST_CLASSES.join(', ')}` })
    .optional(),
  /** A classroom entry's test versions (Assessing keys): "teach with L9, test with A11". */
  testVersions: z.array(z.string()).optional(),
  /** Its codes in Ed-Fi and CEDS, where one maps. */
  interop: InteropEntrySchema.optional(),
});
/** One parsed accommodation entry. */
export type AccommodationEntry = z.infer<typeof AccommodationEntrySchema>;
/** `accommodations/<category>.yaml`: the accommodations of one category. */
export const AccommodationsFileSchema = z.array(AccommodationEntrySchema);
/** The parsed accommodations of one file. */
export type AccommodationsFile = z.infer<typeof AccommodationsFileSchema>;

/** One message of the dashboard carousel in `dashboard-messages.yaml`. */
export const DashboardMessageEntrySchema = z.strictObject({
  id: contentId,
  icon: z.enum(DASHBOARD_ICONS, { error: `expected one of: ${DASHBOARD_ICONS.join(', ')}` }),
  title: text,
  message: text.refine(usesOnlyMessageTags, {
    error: `HTML may use only ${DASHBOARD_MESSAGE_TAGS.join(', ')}`,
  }),
  linkUrl: z.union([sitePath, httpsUrl], {
    error: 'expected a Trellis path or an https:// address',
  }),
  linkText: text,
  active: z.boolean('expected true or false'),
});
/** `dashboard-messages.yaml`: the messages of the dashboard carousel. */
export const DashboardMessagesFileSchema = z.array(DashboardMessageEntrySchema);
/** The parsed `dashboard-messages.yaml`. */
export type DashboardMessagesFile = z.infer<typeof DashboardMessagesFileSchema>;

/** A need as the library serves it, with its category's name. */
export const NeedItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(NEED_CATEGORIES),
  /** Names of the overlapping needs, both ways (the library fills in the other side). */
  related: z.array(z.string()),
  description: z.string(),
  considerations: z.string(),
  resources: z.string(),
  process: z.string(),
});
/** A need of the library. */
export type NeedItem = z.infer<typeof NeedItemSchema>;

/** A strength as the library serves it. */
export const StrengthSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
/** A strength of the library. */
export type Strength = z.infer<typeof StrengthSchema>;

/** A related link as the library serves it. */
export const AccommodationLinkSchema = z.object({ title: z.string(), url: z.string() });

/** An accommodation as the library serves it: the YAML entry plus derived fields. */
export const AccommodationSchema = z.object({
  key: z.string(),
  category: z.enum(prefixes),
  number: z.int().positive(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  considerations: z.string(),
  examples: z.array(z.string()),
  links: z.array(AccommodationLinkSchema),
  tier: z.literal(TIERS),
  modification: z.boolean(),
  niche: z.boolean(),
  needs: z.array(z.object({ need: z.string(), priority: z.int() })),
  strengths: z.array(z.object({ strength: z.string(), priority: z.int() })),
  /** Ids of the needs it lists (the spec's NeedsCategories): browse files it under them. */
  needIds: z.array(z.string()),
  section: z.enum(IEP_SECTIONS),
  /** The statement's "what" and the default details; absent details are empty strings. */
  statement: StatementTemplateSchema,
  /** What the teacher providing it watches for, as the teacher card shows it. */
  watchFor: z.string(),
  /** The entry's own CCSSO class (Assessing entries). */
  testClass: z.enum(TEST_CLASSES).nullable(),
  /** Keys of its test versions (classroom entries). */
  testVersions: z.array(z.string()),
  interop: InteropSchema,
});
/** An accommodation of the library. */
export type Accommodation = z.infer<typeof AccommodationSchema>;

/** A dashboard message as the library serves it. */
export const DashboardMessageSchema = z.object({
  id: z.string(),
  icon: z.enum(DASHBOARD_ICONS),
  title: z.string(),
  message: z.string(),
  linkUrl: z.string(),
  linkText: z.string(),
  active: z.boolean(),
});
/** A dashboard message of the library. */
export type DashboardMessage = z.infer<typeof DashboardMessageSchema>;

/** The whole accommodation library, normalised: what the server imports and serves. */
export const LibrarySchema = z.object({
  needCategories: z.array(
    z.object({ name: z.enum(NEED_CATEGORIES), needs: z.array(NeedItemSchema) }),
  ),
  strengthCategories: z.array(z.object({ name: z.string(), strengths: z.array(StrengthSchema) })),
  accommodations: z.array(AccommodationSchema),
  dashboardMessages: z.array(DashboardMessageSchema),
  assessmentPrograms: z.array(AssessmentProgramSchema),
  sameJobGroups: z.array(SameJobGroupSchema),
  family: FamilyLibrarySchema,
});
/** The normalised accommodation library. */
export type Library = z.infer<typeof LibrarySchema>;

/**
 * Orders accommodations by category (B, C, L, A) and then by key number, so B10 comes
 * before C2 and L2 before L10.
 */
export function compareAccommodationOrder(
  a: Pick<Accommodation, 'category' | 'number'>,
  b: Pick<Accommodation, 'category' | 'number'>,
): number {
  return prefixes.indexOf(a.category) - prefixes.indexOf(b.category) || a.number - b.number;
}
