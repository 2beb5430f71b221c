import type {
  AssessmentProgram,
  AssessmentProgramFile,
  SameJobFile,
} from '@trellis/shared/assessments';
import {
  type Accommodation,
  type AccommodationEntry,
  type DashboardMessagesFile,
  type Library,
  type NeedsFile,
  type StrengthsFile,
  compareAccommodationOrder,
} from '@trellis/shared/content';
import type { FamilyGlossary, FamilyLibrary, FamilyTexts } from '@trellis/shared/family-text';
import type { StatementTemplate } from '@trellis/shared/statement-schemas';
import type { ValidatedContent } from './validate-content';

/** Content whose every file passed its schema and the cross-checks. */
export interface CheckedContent {
  needs: NeedsFile;
  strengths: StrengthsFile;
  accommodations: ValidatedContent['accommodations'];
  messages: DashboardMessagesFile;
  sameJob: SameJobFile;
  /** In file-name order. */
  programs: AssessmentProgramFile[];
  familyTexts: ValidatedContent['familyTexts'];
  familyGlossary: FamilyGlossary;
}

/** The checked content when every file is present, else undefined. */
export function checkedContent(content: ValidatedContent): CheckedContent | undefined {
  const { needs, strengths, messages, accommodations, sameJob, programs } = content;
  const { familyTexts, familyGlossary } = content;
  if (!needs || !strengths || !messages || !sameJob || !familyGlossary) return undefined;
  return {
    needs: needs.data,
    strengths: strengths.data,
    messages: messages.data,
    accommodations,
    sameJob: sameJob.data,
    programs: programs.map((program) => program.data),
    familyTexts,
    familyGlossary: familyGlossary.data,
  };
}

/** The entry's statement with '' for the details it leaves to the team. */
function statementTemplate(entry: AccommodationEntry): StatementTemplate {
  const { what, setting, when, amount, provider, appliesTo } = entry.statement;
  return {
    what,
    setting: setting ?? '',
    when: when ?? '',
    amount: amount ?? '',
    provider: provider ?? '',
    appliesTo,
  };
}

function buildAccommodations(content: CheckedContent): Accommodation[] {
  const needIds = new Map(
    content.needs.flatMap((category) => category.needs.map((need) => [need.name, need.id])),
  );
  const all = content.accommodations.flatMap((file) =>
    file.data.map((entry): Accommodation => ({
      ...entry,
      niche: entry.niche ?? false,
      category: file.prefix,
      number: Number(entry.key.slice(1)),
      // The cross-checks guarantee every name is known; flatMap keeps the types honest.
      needIds: entry.needs.flatMap((listed) => needIds.get(listed.need) ?? []),
      statement: statementTemplate(entry),
      testClass: entry.testClass ?? null,
      testVersions: entry.testVersions ?? [],
      interop: { edfi: entry.interop?.edfi ?? null, ceds: entry.interop?.ceds ?? null },
    })),
  );
  return all.sort(compareAccommodationOrder);
}

function buildProgram(program: AssessmentProgramFile): AssessmentProgram {
  return {
    ...program,
    supports: program.supports.map((line) => ({
      key: line.key,
      status: line.status,
      condition: line.condition ?? null,
      source: line.source ?? null,
    })),
  };
}

/**
 * Each entry's family text in every language, by key. The cross-checks guarantee every
 * language holds every key, so an entry is complete once all its files are read.
 */
function buildFamily(content: CheckedContent): FamilyLibrary {
  const texts: Record<string, Partial<FamilyTexts>> = {};
  for (const file of content.familyTexts) {
    for (const [key, text] of Object.entries(file.data)) {
      texts[key] = { ...texts[key], [file.locale]: text };
    }
  }
  return { texts: texts as Record<string, FamilyTexts>, glossary: content.familyGlossary };
}

/** The normalised library: needs carry their category, accommodations their derived fields. */
export function buildLibrary(content: CheckedContent): Library {
  return {
    needCategories: content.needs.map((category) => ({
      name: category.category,
      needs: category.needs.map((need) => ({
        ...need,
        related: need.related ?? [],
        category: category.category,
      })),
    })),
    strengthCategories: content.strengths.map((category) => ({
      name: category.category,
      strengths: category.strengths,
    })),
    accommodations: buildAccommodations(content),
    dashboardMessages: content.messages,
    assessmentPrograms: content.programs.map(buildProgram),
    sameJobGroups: content.sameJob,
    family: buildFamily(content),
  };
}
