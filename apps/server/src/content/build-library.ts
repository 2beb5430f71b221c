import {
  type Accommodation,
  type DashboardMessagesFile,
  type Library,
  type NeedsFile,
  type StrengthsFile,
  compareAccommodationOrder,
} from '@trellis/shared/content';
import type { ValidatedContent } from './validate-content';

/** Content whose every file passed its schema and the cross-checks. */
export interface CheckedContent {
  needs: NeedsFile;
  strengths: StrengthsFile;
  accommodations: ValidatedContent['accommodations'];
  messages: DashboardMessagesFile;
}

/** The checked content when every file is present, else undefined. */
export function checkedContent(content: ValidatedContent): CheckedContent | undefined {
  const { needs, strengths, messages, accommodations } = content;
  if (!needs || !strengths || !messages) return undefined;
  return { needs: needs.data, strengths: strengths.data, messages: messages.data, accommodations };
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
    })),
  );
  return all.sort(compareAccommodationOrder);
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
  };
}
