import {
  type AccommodationsFile,
  AccommodationsFileSchema,
  type DashboardMessagesFile,
  DashboardMessagesFileSchema,
  type NeedsFile,
  NeedsFileSchema,
  type StrengthsFile,
  StrengthsFileSchema,
} from '@trellis/shared/content';
import type { AccommodationPrefix } from '@trellis/shared/content-constants';
import {
  type AssessmentProgramFile,
  AssessmentProgramFileSchema,
  type SameJobFile,
  SameJobFileSchema,
} from '@trellis/shared/assessments';
import {
  type FamilyGlossary,
  FamilyGlossarySchema,
  type FamilyTextFile,
  FamilyTextFileSchema,
} from '@trellis/shared/family-text';
import type { FamilyLocale } from '@trellis/shared/locales';
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import type { ContentError } from './content-error';
import { contentErrorMap, issuesToContentErrors } from './schema-issues';
import type { ContentFile } from './read-content-files';

/** A file that passed its schema, with the name errors give it. */
export interface ValidFile<T> {
  file: string;
  data: T;
}

/** The files that passed their schemas; a failed one is absent, so later checks skip it. */
export interface ValidatedContent {
  needs?: ValidFile<NeedsFile>;
  strengths?: ValidFile<StrengthsFile>;
  accommodations: (ValidFile<AccommodationsFile> & { prefix: AccommodationPrefix })[];
  messages?: ValidFile<DashboardMessagesFile>;
  sameJob?: ValidFile<SameJobFile>;
  /** The programs' files in file-name order; `fileId` is the name without `.yaml`. */
  programs: (ValidFile<AssessmentProgramFile> & { fileId: string })[];
  familyTexts: (ValidFile<FamilyTextFile> & {
    prefix: AccommodationPrefix;
    locale: FamilyLocale;
  })[];
  familyGlossary?: ValidFile<FamilyGlossary>;
}

function yamlError(file: ContentFile, message: string): { ok: false; error: ContentError } {
  return { ok: false, error: { file: file.label, entry: '', field: '', message } };
}

/** Parses one file's YAML; a syntax error names its line and column. */
function parseContentYaml(
  file: ContentFile,
): { ok: true; value: unknown } | { ok: false; error: ContentError } {
  const document = parseDocument(file.text, { prettyErrors: true });
  const [first] = document.errors;
  if (first !== undefined) {
    // Later errors are mostly echoes of the first, so one is reported.
    const position = first.linePos?.[0];
    const where = position ? ` at line ${position.line}, column ${position.col}` : '';
    const reason = first.message.split(/ at line \d+, column \d+:/)[0] ?? first.message;
    return yamlError(file, `YAML syntax error${where}: ${reason}`);
  }
  try {
    return { ok: true, value: document.toJS() };
  } catch (error) {
    // Thrown for alias bombs (too many `*alias` expansions), which no real file needs.
    return yamlError(file, `YAML cannot be read: ${(error as Error).message}`);
  }
}

function check<T>(
  schema: z.ZodType<T>,
  value: unknown,
  file: ContentFile,
): { valid?: ValidFile<T>; errors: ContentError[] } {
  const result = schema.safeParse(value, { error: contentErrorMap });
  if (result.success) return { valid: { file: file.label, data: result.data }, errors: [] };
  return { errors: issuesToContentErrors(result.error.issues, value, file) };
}

// Each file kind has its own schema and its own place in the validated content.
function validateOne(file: ContentFile, value: unknown, content: ValidatedContent): ContentError[] {
  const { spec } = file;
  switch (spec.kind) {
    case 'needs': {
      const { valid, errors } = check(NeedsFileSchema, value, file);
      content.needs = valid;
      return errors;
    }
    case 'strengths': {
      const { valid, errors } = check(StrengthsFileSchema, value, file);
      content.strengths = valid;
      return errors;
    }
    case 'messages': {
      const { valid, errors } = check(DashboardMessagesFileSchema, value, file);
      content.messages = valid;
      return errors;
    }
    case 'accommodations': {
      const { valid, errors } = check(AccommodationsFileSchema, value, file);
      if (valid) content.accommodations.push({ ...valid, prefix: spec.prefix });
      return errors;
    }
    case 'same-job': {
      const { valid, errors } = check(SameJobFileSchema, value, file);
      content.sameJob = valid;
      return errors;
    }
    case 'assessment': {
      const { valid, errors } = check(AssessmentProgramFileSchema, value, file);
      if (valid) content.programs.push({ ...valid, fileId: spec.id });
      return errors;
    }
    case 'family-text': {
      // An empty file (comments only) reads as null: every entry is then reported missing.
      const { valid, errors } = check(FamilyTextFileSchema, value ?? {}, file);
      if (valid) content.familyTexts.push({ ...valid, prefix: spec.prefix, locale: spec.locale });
      return errors;
    }
    case 'family-glossary': {
      const { valid, errors } = check(FamilyGlossarySchema, value, file);
      content.familyGlossary = valid;
      return errors;
    }
  }
}

/** Parses and schema-checks every file read; errors locate the entry and field. */
export function validateContentFiles(files: readonly ContentFile[]): {
  content: ValidatedContent;
  errors: ContentError[];
} {
  const content: ValidatedContent = { accommodations: [], programs: [], familyTexts: [] };
  const errors: ContentError[] = [];
  for (const file of files) {
    const parsed = parseContentYaml(file);
    if (parsed.ok) errors.push(...validateOne(file, parsed.value, content));
    else errors.push(parsed.error);
  }
  return { content, errors };
}
