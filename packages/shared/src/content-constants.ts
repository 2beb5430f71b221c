// The library's fixed vocabularies and limits, without zod: the web app's pages that show
// categories, tiers or a name's limit import them from here, and load zod only with a form.

/**
 * The need categories in the order the builder and browse show them: the four of spec §9,
 * then the physical, sensory and health needs that fit none of them (decision 012).
 */
export const NEED_CATEGORIES = [
  'Learning Needs',
  'Intellectual Needs',
  'Executive Function Needs',
  'Social / Emotional / Behavioral Needs',
  'Physical, Sensory and Health Needs',
] as const;
/** One of the need categories. */
export type NeedCategoryName = (typeof NEED_CATEGORIES)[number];

/** Accommodation categories with their key prefixes (spec §9), in display and tie-break order. */
export const ACCOMMODATION_CATEGORIES = [
  { prefix: 'B', name: 'Behavioral' },
  { prefix: 'C', name: 'Curriculum' },
  { prefix: 'L', name: 'Learning' },
  { prefix: 'A', name: 'Assessing' },
] as const;
/** The letter an accommodation key starts with: B, C, L or A. */
export type AccommodationPrefix = (typeof ACCOMMODATION_CATEGORIES)[number]['prefix'];

/** Support tiers: 1 light-touch, 2 targeted, 3 intensive. */
export const TIERS = [1, 2, 3] as const;
/** A support tier. */
export type Tier = (typeof TIERS)[number];

/** Lowest priority an accommodation may give a need or strength (helps somewhat). */
export const CONTENT_PRIORITY_MIN = 1;
/** Highest priority an accommodation may give a need or strength (designed for it). */
export const CONTENT_PRIORITY_MAX = 3;

/** Icons a dashboard message may show. */
export const DASHBOARD_ICONS = [
  'lightbulb',
  'book',
  'star',
  'info',
  'calendar',
  'heart',
  'check',
] as const;
/** A dashboard message's icon. */
export type DashboardIcon = (typeof DASHBOARD_ICONS)[number];

/** The only HTML elements a dashboard message may contain. */
export const DASHBOARD_MESSAGE_TAGS = ['p', 'strong', 'em', 'ul', 'li', 'a'] as const;

/** Fewest classroom examples an accommodation must give. */
export const ACCOMMODATION_EXAMPLES_MIN = 2;

/** Shortest "what to watch for" an accommodation may give: a real sentence, not a label. */
export const WATCH_FOR_MIN = 40;
/** Longest "what to watch for": one or two sentences a teacher reads on the card. */
export const WATCH_FOR_MAX = 260;

/** Longest need or strength name, library or custom: the match request accepts no longer. */
export const TRAIT_NAME_MAX = 100;

/** What is said of a key the library has no entry for. */
export const NO_SUCH_ACCOMMODATION = 'There is no accommodation with this key.';

/** An accommodation key as the content API reads it, in any case: L12, b3. */
export const ACCOMMODATION_KEY_SHAPE = /^[bclaBCLA][1-9][0-9]{0,5}$/;

/**
 * Most accommodation keys one `GET /content/accommodations?keys=` asks for: the web app asks
 * for a plan's entries together, in batches of this size.
 */
export const ACCOMMODATION_BATCH_MAX = 50;
