import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ACCOMMODATION_CATEGORIES,
  type AccommodationPrefix,
} from '@trellis/shared/content-constants';
import { FAMILY_LOCALES, type FamilyLocale } from '@trellis/shared/locales';
import type { ContentError } from './content-error';

/** What a content file holds, which decides its schema and cross-checks. */
export type ContentFileSpec =
  | { kind: 'needs'; path: string }
  | { kind: 'strengths'; path: string }
  | { kind: 'accommodations'; path: string; prefix: AccommodationPrefix }
  | { kind: 'messages'; path: string }
  | { kind: 'same-job'; path: string }
  /** `family/<locale>/<category>.yaml`: the category's family text in one language. */
  | { kind: 'family-text'; path: string; prefix: AccommodationPrefix; locale: FamilyLocale }
  | { kind: 'family-glossary'; path: string }
  /** `assessments/<id>.yaml`; `id` is the name without `.yaml`, which the file's id must be. */
  | { kind: 'assessment'; path: string; id: string };

/** The folder of the assessment programs' files, one `<id>.yaml` per program. */
export const ASSESSMENTS_DIR = 'assessments';

/**
 * The content folder's fixed files (content/README.md), paths relative to it; the
 * assessment programs' files come after them, as many as `assessments/` holds.
 */
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
  { kind: 'same-job', path: 'same-job.yaml' },
  // Family text (issue 24): per language a folder holding one file per category.
  ...FAMILY_LOCALES.flatMap((locale) =>
    ACCOMMODATION_CATEGORIES.map((category): ContentFileSpec => ({
      kind: 'family-text',
      path: `family/${locale}/${category.name.toLowerCase()}.yaml`,
      prefix: category.prefix,
      locale,
    })),
  ),
  { kind: 'family-glossary', path: 'family/glossary.yaml' },
];

/** The spec of an assessment program's file, from the program's id. */
export function assessmentFileSpec(id: string): ContentFileSpec {
  return { kind: 'assessment', path: `${ASSESSMENTS_DIR}/${id}.yaml`, id };
}

/** A content file as read from disk. */
export interface ContentFile {
  spec: ContentFileSpec;
  /** The name errors show: the path as it sits in the repository, e.g. `content/needs.yaml`. */
  label: string;
  text: string;
}

/** The name errors give a content file, whichever folder was checked. */
export function contentFileLabel(spec: Pick<ContentFileSpec, 'path'>): string {
  return `content/${spec.path}`;
}

function readError(label: string, error: unknown): ContentError {
  const code = (error as NodeJS.ErrnoException).code;
  const message = code === 'ENOENT' ? 'file is missing' : `cannot be read (${String(code)})`;
  return { file: label, entry: '', field: '', message };
}

async function readOne(
  contentDir: string,
  spec: ContentFileSpec,
): Promise<ContentFile | ContentError> {
  const label = contentFileLabel(spec);
  try {
    return { spec, label, text: await readFile(join(contentDir, spec.path), 'utf8') };
  } catch (error) {
    return readError(label, error);
  }
}

/**
 * The assessment programs' files: every `*.yaml` in `assessments/`, by name (the crosswalk
 * lists programs in this order). The folder may be absent or empty; anything else in it
 * but hidden files (`.gitkeep`) is named in an error, so a `.yml` is not silently skipped.
 */
async function listAssessmentFiles(
  contentDir: string,
): Promise<{ specs: ContentFileSpec[]; errors: ContentError[] }> {
  let entries;
  try {
    entries = await readdir(join(contentDir, ASSESSMENTS_DIR), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { specs: [], errors: [] };
    return { specs: [], errors: [readError(`content/${ASSESSMENTS_DIR}`, error)] };
  }
  const specs: ContentFileSpec[] = [];
  const errors: ContentError[] = [];
  const names = entries.filter((entry) => !entry.name.startsWith('.'));
  names.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of names) {
    if (entry.isFile() && entry.name.endsWith('.yaml')) {
      specs.push(assessmentFileSpec(entry.name.slice(0, -'.yaml'.length)));
    } else {
      errors.push({
        file: contentFileLabel({ path: `${ASSESSMENTS_DIR}/${entry.name}` }),
        entry: '',
        field: '',
        message: `not a program file: each program is a file named <id>.yaml, e.g. ${ASSESSMENTS_DIR}/smarter-balanced.yaml`,
      });
    }
  }
  return { specs, errors };
}

/** Reads every content file; a missing or unreadable one becomes an error naming it. */
export async function readContentFiles(
  contentDir: string,
): Promise<{ files: ContentFile[]; errors: ContentError[] }> {
  const assessments = await listAssessmentFiles(contentDir);
  const results = await Promise.all(
    [...CONTENT_FILES, ...assessments.specs].map((spec) => readOne(contentDir, spec)),
  );
  return {
    files: results.filter((result): result is ContentFile => 'text' in result),
    errors: [
      ...results.filter((result): result is ContentError => 'message' in result),
      ...assessments.errors,
    ],
  };
}

/**
 * SHA-256 over the files' paths and contents, sorted by path, so the importer can tell
 * whether anything changed (an assessment program's file added, edited or removed too).
 * Each part is prefixed by its length so no two different sets of files can run together
 * into the same bytes.
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
