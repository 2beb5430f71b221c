import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ACCOMMODATION_CATEGORIES, type AccommodationPrefix } from '@trellis/shared/content';
import type { ContentError } from './content-error';

/** What a content file holds, which decides its schema and cross-checks. */
export type ContentFileSpec =
  | { kind: 'needs'; path: string }
  | { kind: 'strengths'; path: string }
  | { kind: 'accommodations'; path: string; prefix: AccommodationPrefix }
  | { kind: 'messages'; path: string };

/** The seven files of the content folder (content/README.md), paths relative to it. */
export const CONTENT_FILES: readonly ContentFileSpec[] = [
  { kind: 'needs', path: 'needs.yaml' },
  { kind: 'strengths', path: 'strengths.yaml' },
  // One file per accommodation category, named after it, so the category list stays the
  // single source of both prefixes and file names.
  ...ACCOMMODATION_CATEGORIES.map((category): ContentFileSpec => ({
    kind: 'accommodations',
    path: `accommodations/${category.name.toLowerCase()}.yaml`,
    prefix: category.prefix,
  })),
  { kind: 'messages', path: 'dashboard-messages.yaml' },
];

/** A content file as read from disk. */
export interface ContentFile {
  spec: ContentFileSpec;
  /** The name errors show: the path as it sits in the repository, e.g. `content/needs.yaml`. */
  label: string;
  text: string;
}

/** The name errors give a content file, whichever folder was checked. */
export function contentFileLabel(spec: ContentFileSpec): string {
  return `content/${spec.path}`;
}

async function readOne(
  contentDir: string,
  spec: ContentFileSpec,
): Promise<ContentFile | ContentError> {
  const label = contentFileLabel(spec);
  try {
    return { spec, label, text: await readFile(join(contentDir, spec.path), 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message = code === 'ENOENT' ? 'file is missing' : `cannot be read (${String(code)})`;
    return { file: label, entry: '', field: '', message };
  }
}

/** Reads every content file; a missing or unreadable one becomes an error naming it. */
export async function readContentFiles(
  contentDir: string,
): Promise<{ files: ContentFile[]; errors: ContentError[] }> {
  const results = await Promise.all(CONTENT_FILES.map((spec) => readOne(contentDir, spec)));
  return {
    files: results.filter((result): result is ContentFile => 'text' in result),
    errors: results.filter((result): result is ContentError => 'message' in result),
  };
}

/**
 * SHA-256 over the files' paths and contents, sorted by path, so the importer can tell
 * whether anything changed. Each part is prefixed by its length so no two different sets of
 * files can run together into the same bytes.
 */
export function hashContentFiles(files: readonly ContentFile[]): string {
  const hash = createHash('sha256');
  const sorted = [...files].sort((a, b) => (a.spec.path < b.spec.path ? -1 : 1));
  for (const file of sorted) {
    for (const part of [file.spec.path, file.text]) {
      hash.update(`${Buffer.byteLength(part)}:`).update(part);
    }
  }
  return hash.digest('hex');
}
