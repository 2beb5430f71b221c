import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Extensions the embedded database loads: migration 0004 creates pg_trgm (search used it
 * until 0015), so every PGlite instance must load it to migrate a fresh database.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
