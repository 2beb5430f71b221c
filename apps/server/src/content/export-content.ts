import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import type {
  AccommodationEntry,
  AccommodationsFile,
  DashboardMessagesFile,
  Library,
  NeedsFile,
  StrengthsFile,
} from '@trellis/shared/content';
import { CONTENT_FILES, type ContentFileSpec } from './read-content-files';

// Block scalars (`|`) for text with line breaks and no folding of long lines: the output
// reads like the hand-written files and a diff against them shows only real changes.
const YAML_OPTIONS = { lineWidth: 0, blockQuote: 'literal' } as const;

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
  }
}

/** The content folder's files for a library, as path (relative to the folder) and text. */
export function contentFilesOf(library: Library): { path: string; text: string }[] {
  return CONTENT_FILES.map((spec) => ({
    path: spec.path,
    text:
      `# Exported from the Trellis database. Format: content/README.md.\n\n` +
      stringify(fileData(library, spec), YAML_OPTIONS),
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
