import type { Library } from '@trellis/shared/content';
import { buildLibrary, checkedContent } from './build-library';
import type { ContentError } from './content-error';
import { crossCheckContent } from './cross-check-content';
import {
  CONTENT_FILES,
  contentFileLabel,
  hashContentFiles,
  readContentFiles,
} from './read-content-files';
import { validateContentFiles } from './validate-content';

export { type ContentError, formatContentError } from './content-error';

/** The library and its hash, or every problem found. */
export type LoadContentResult =
  { ok: true; library: Library; hash: string } | { ok: false; errors: ContentError[] };

const FILE_ORDER = CONTENT_FILES.map(contentFileLabel);

// Schema and cross-file problems are found in separate passes; listing them file by file
// (in the README's order) lets a reviewer work through one file at a time.
function byFile(errors: ContentError[]): ContentError[] {
  return errors.sort((a, b) => FILE_ORDER.indexOf(a.file) - FILE_ORDER.indexOf(b.file));
}

/**
 * Reads, validates and cross-checks the content folder. Every file is checked even when an
 * earlier one fails, so one run reports every problem it can.
 */
export async function loadContent(contentDir: string): Promise<LoadContentResult> {
  const read = await readContentFiles(contentDir);
  const validated = validateContentFiles(read.files);
  const errors = byFile([
    ...read.errors,
    ...validated.errors,
    ...crossCheckContent(validated.content),
  ]);
  const content = checkedContent(validated.content);
  if (errors.length === 0 && content) {
    return { ok: true, library: buildLibrary(content), hash: hashContentFiles(read.files) };
  }
  return { ok: false, errors };
}
