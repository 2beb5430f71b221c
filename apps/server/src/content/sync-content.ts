import type { Library } from '@trellis/shared/content';
import type { Db } from '../db/client';
import { importContent, importHash, storedContentHash } from './import-content';
import { checkContent, formatContentError } from './load-content';
import { hashContentFiles, readContentFiles } from './read-content-files';
import { readLibrary } from './read-library';

/** The content folder failed its check; the message lists each problem as the check does. */
export class ContentCheckError extends Error {
  override name = 'ContentCheckError';
}

/**
 * Start-up's content step: checks `content/`, imports it when it changed since the last
 * import, and returns the library as the database now holds it (for the in-memory index).
 * Broken content throws before the database is touched, so the previous library stays.
 *
 * Parsing and checking every file is most of a start's work, so a folder whose bytes are the
 * ones already imported (the hash the import stored) is not checked again: it passed when
 * it was imported. A folder that could not be read whole is always checked, so its errors
 * are reported.
 */
export async function syncContent(
  db: Db,
  contentDir: string,
  now: Date,
): Promise<{ imported: boolean; library: Library }> {
  const read = await readContentFiles(contentDir);
  const unchanged =
    read.errors.length === 0 &&
    importHash(hashContentFiles(read.files)) === (await storedContentHash(db));
  if (unchanged) return { imported: false, library: await readLibrary(db) };
  const loaded = checkContent(read);
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
