import type { Library } from '@trellis/shared/content';
import { buildLibrary, checkedContent } from './build-library';
import type { ContentError } from './content-error';
import { crossCheckContent } from './cross-check-content';
import {
  CONTENT_FILES,
  type ContentFile,
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

// The fixed files in the README's order, then the assessment programs' files by name.
function rank(file: string): number {
  const index = FILE_ORDER.indexOf(file);
  return index === -1 ? FILE_ORDER.length : index;
}

// Schema and cross-file problems are found in separate passes; listing them file by file
// (in the README's order) lets a reviewer work through one file at a time.
function byFile(errors: ContentError[]): ContentError[] {
  return errors.sort((a, b) => {
    const byRank = rank(a.file) - rank(b.file);
    if (byRank !== 0 || a.file === b.file) return byRank;
    return a.file < b.file ? -1 : 1;
  });
}

/**
 * Reads, validates and cross-checks the content folder. Every file is checked even when an
 * earlier one fails, so one run reports every problem it can.
 */
export async function loadContent(contentDir: string): Promise<LoadContentResult> {
  return checkContent(await readContentFiles(contentDir));
}

/** Validates and cross-checks content files already read (see {@link loadContent}). */
export function checkContent(read: {
  files: ContentFile[];
  errors: ContentError[];
}): LoadContentResult {
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
