import type { Library } from '@trellis/shared/content';
import type { Db } from '../db/client';
import { importContent } from './import-content';
import { formatContentError, loadContent } from './load-content';
import { readLibrary } from './read-library';

/** The content folder failed its check; the message lists each problem as the check does. */
export class ContentCheckError extends Error {
  override name = 'ContentCheckError';
}

/**
 * Start-up's content step: checks `content/`, imports it when it changed since the last
 * import, and returns the library as the database now holds it (for the in-memory index).
 * Broken content throws before the database is touched, so the previous library stays.
 */
export async function syncContent(
  db: Db,
  contentDir: string,
  now: Date,
): Promise<{ imported: boolean; library: Library }> {
  const loaded = await loadContent(contentDir);
  if (!loaded.ok) {
    const lines = loaded.errors.map(formatContentError);
    throw new ContentCheckError(
      `The content in ${contentDir} failed its check, so Trellis did not start ` +
        `(the library in the database is unchanged):\n${lines.join('\n')}`,
    );
  }
  const { imported } = await importContent(db, loaded, { now });
  return { imported, library: await readLibrary(db) };
}
