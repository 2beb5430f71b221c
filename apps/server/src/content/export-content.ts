import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Document, isScalar, isSeq, visit } from 'yaml';
import type {
  AssessmentProgram,
  AssessmentProgramFile,
  SameJobFile,
} from '@trellis/shared/assessments';
import type {
  Accommodation,
  AccommodationEntry,
  AccommodationsFile,
  DashboardMessagesFile,
  Library,
  NeedsFile,
  StrengthsFile,
} from '@trellis/shared/content';
import type { FamilyGlossary, FamilyText, FamilyTextFile } from '@trellis/shared/family-text';
import type { FamilyLocale } from '@trellis/shared/locales';
import type { InteropEntry } from '@trellis/shared/interop';
import { CONTENT_FILES, type ContentFileSpec, assessmentFileSpec } from './read-content-files';

// Block scalars (`|`) for text with line breaks and no folding of long lines: the output
// reads like the hand-written files and a diff against them shows only real changes.
const YAML_OPTIONS = { lineWidth: 0, blockQuote: 'literal', flowCollectionPadding: false } as const;

/** Short lists of keys and places reviewers write on one line: `appliesTo: [instruction]`. */
const FLOW_LISTS = new Set(['appliesTo', 'testVersions', 'keys']);

function toYaml(data: unknown): string {
  const document = new Document(data);
  visit(document, {
    Pair(_key, pair) {
      if (isScalar(pair.key) && FLOW_LISTS.has(String(pair.key.value)) && isSeq(pair.value)) {
        pair.value.flow = true;
      }
    },
  });
  return document.toString(YAML_OPTIONS);
}

function needsFile(library: Library): NeedsFile {
  return library.needCategories.map((category) => ({
    category: category.name,
    needs: category.needs.map(
      ({ id, name, related, description, considerations, resources, process }) => ({
        id,
        name,
        // Written only where declared, as reviewers write it.
        ...(related.length ? { related } : {}),
        description,
        considerations,
        resources,
        process,
      }),
    ),
  }));
}

function strengthsFile(library: Library): StrengthsFile {
  return library.strengthCategories.map((category) => ({
    category: category.name,
    strengths: category.strengths.map(({ id, name, description }) => ({ id, name, description })),
  }));
}

// The statement's details are written only where the content gives one.
function statementEntry({ statement }: Accommodation): AccommodationEntry['statement'] {
  const { what, setting, when, amount, provider, appliesTo } = statement;
  return {
    what,
    ...(setting ? { setting } : {}),
    ...(when ? { when } : {}),
    ...(amount ? { amount } : {}),
    ...(provider ? { provider } : {}),
    appliesTo: [...appliesTo],
  };
}

// The crosswalk's fields are written only where the entry has them, as reviewers write them.
function crosswalkFields(
  entry: Accommodation,
): Pick<AccommodationEntry, 'testClass' | 'testVersions' | 'interop'> {
  const { edfi, ceds } = entry.interop;
  // The codes came from checked content, so they are the vocabularies' own.
  const interop = {
    ...(edfi === null ? {} : { edfi }),
    ...(ceds === null ? {} : { ceds }),
  } as InteropEntry;
  return {
    ...(entry.testClass === null ? {} : { testClass: entry.testClass }),
    ...(entry.testVersions.length ? { testVersions: [...entry.testVersions] } : {}),
    ...(Object.keys(interop).length ? { interop } : {}),
  };
}

// The fields in the order content/README.md documents them.
function accommodationsFile(library: Library, prefix: string): AccommodationsFile {
  return library.accommodations
    .filter((entry) => entry.category === prefix)
    .map((entry): AccommodationEntry => ({
      key: entry.key,
      title: entry.title,
      subtitle: entry.subtitle,
      tier: entry.tier,
      modification: entry.modification,
      ...(entry.niche ? { niche: true } : {}),
      description: entry.description,
      considerations: entry.considerations,
      examples: entry.examples,
      links: entry.links.map(({ title, url }) => ({ title, url })),
      needs: entry.needs.map(({ need, priority }) => ({ need, priority })),
      strengths: entry.strengths.map(({ strength, priority }) => ({ strength, priority })),
      section: entry.section,
      statement: statementEntry(entry),
      watchFor: entry.watchFor,
      ...crosswalkFields(entry),
    }));
}

function messagesFile(library: Library): DashboardMessagesFile {
  return library.dashboardMessages.map(
    ({ id, icon, title, message, linkUrl, linkText, active }) => ({
      id,
      icon,
      title,
      message,
      linkUrl,
      linkText,
      active,
    }),
  );
}

function sameJobFile(library: Library): SameJobFile {
  return library.sameJobGroups.map(({ keys, note }) => ({ keys: [...keys], note }));
}

// Fields in the documented order, an absent home tip or details left out.
function familyTextOf({ title, text, home, details }: FamilyText): FamilyText {
  return { title, text, ...(home ? { home } : {}), ...(details ? { details } : {}) };
}

function familyTextFile(library: Library, prefix: string, locale: FamilyLocale): FamilyTextFile {
  const entries = library.accommodations.filter((entry) => entry.category === prefix);
  return Object.fromEntries(
    entries.flatMap((entry) => {
      const text = library.family.texts[entry.key]?.[locale];
      return text ? [[entry.key, familyTextOf(text)]] : [];
    }),
  );
}

function glossaryFile(library: Library): FamilyGlossary {
  return library.family.glossary.map(({ id, en, es }) => ({ id, en, es }));
}

function programFile(program: AssessmentProgram): AssessmentProgramFile {
  const { id, name, scope, edition, note, source } = program;
  return {
    id,
    name,
    scope,
    edition,
    note,
    source: { title: source.title, url: source.url },
    supports: program.supports.map((line) => ({
      key: line.key,
      status: line.status,
      ...(line.condition === null ? {} : { condition: line.condition }),
      ...(line.source === null
        ? {}
        : { source: { title: line.source.title, url: line.source.url } }),
    })),
  };
}

function fileData(library: Library, spec: ContentFileSpec): unknown {
  switch (spec.kind) {
    case 'needs':
      return needsFile(library);
    case 'strengths':
      return strengthsFile(library);
    case 'accommodations':
      return accommodationsFile(library, spec.prefix);
    case 'messages':
      return messagesFile(library);
    case 'same-job':
      return sameJobFile(library);
    case 'family-text':
      return familyTextFile(library, spec.prefix, spec.locale);
    case 'family-glossary':
      return glossaryFile(library);
    case 'assessment': {
      const program = library.assessmentPrograms.find((candidate) => candidate.id === spec.id);
      return program && programFile(program);
    }
  }
}

/**
 * The content folder's files for a library, as path (relative to the folder) and text: the
 * fixed files, then one `assessments/<id>.yaml` per program.
 */
export function contentFilesOf(library: Library): { path: string; text: string }[] {
  const programs = library.assessmentPrograms.map((program) => assessmentFileSpec(program.id));
  return [...CONTENT_FILES, ...programs].map((spec) => ({
    path: spec.path,
    text:
      `# Exported from the Trellis database. Format: content/README.md.\n\n` +
      toYaml(fileData(library, spec)),
  }));
}

/** Writes a library as a content folder in `dir` (created if missing); returns the paths. */
export async function exportContent(library: Library, dir: string): Promise<string[]> {
  const files = contentFilesOf(library);
  for (const file of files) {
    const path = join(dir, file.path);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.text);
  }
  return files.map((file) => file.path);
}
