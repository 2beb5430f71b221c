// Search's limits and timing, without zod: the search box and the pages that search import
// them from here, and load zod only with a form.

/** Fewest characters a search term needs before it is searched (spec §5). */
export const SEARCH_MIN_LENGTH = 3;
/** Longest search term accepted. */
export const SEARCH_MAX_LENGTH = 100;
/** Most results one search returns (spec §9: page size 250). */
export const SEARCH_RESULTS_MAX = 250;
/** Pause in typing before a search runs (spec §5). */
export const SEARCH_DEBOUNCE_MS = 500;
