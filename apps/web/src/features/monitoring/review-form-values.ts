import type { FieldErrors, FieldPath, Resolver } from 'react-hook-form';
import {
  type ReviewDecision,
  type ReviewResponse,
  type ReviewSaveBody,
  ReviewSaveBodySchema,
} from '@trellis/shared/review-meeting';
import { ApiRequestError } from '../../lib/api-client';

// The review form's values and the body they make. A decision is the team's, never the
// suggestion's: an item starts "Not decided" ('') until the team chooses, and only the items
// decided now, or whose saved decision or note changed, are sent. A body index and a form
// index differ then: `rows` keeps which form row each body entry came from.

export interface DecisionValues {
  itemKey: string;
  decision: ReviewDecision | '';
  note: string;
}
export interface ReviewFormValues {
  decisions: DecisionValues[];
}
type Field = FieldPath<ReviewFormValues>;
type ReviewItem = ReviewResponse['items'][number];

export const NOTE_NEEDS_DECISION = 'Choose a decision to save this note';
export const NOTHING_TO_SAVE = 'Nothing to save yet: choose or change a decision first.';

/** Each item's saved decision and note, or "Not decided" and no note. */
export function valuesOf(review: ReviewResponse): ReviewFormValues {
  return {
    decisions: review.items.map((item) => ({
      itemKey: item.key,
      decision: item.saved?.decision ?? '',
      note: item.saved?.note ?? '',
    })),
  };
}

/** The body for the form (the rows decided, new or changed) and each entry's form row. */
export function bodyOf(
  values: ReviewFormValues,
  items: readonly ReviewItem[],
): { body: ReviewSaveBody; rows: number[] } {
  const rows: number[] = [];
  const decisions = values.decisions.flatMap((row, index) => {
    if (row.decision === '') return [];
    const saved = items[index]?.saved;
    const note = row.note.trim();
    if (saved && saved.decision === row.decision && saved.note === note) return [];
    rows.push(index);
    return [{ itemKey: row.itemKey, decision: row.decision, note }];
  });
  return { body: { decisions }, rows };
}

/** A body path (`decisions.2.note`) as the form's field, its index read through `rows`. */
function formPathOf(path: readonly PropertyKey[], rows: number[]): Field {
  const [, index, field] = path;
  const row = rows[Number(index)];
  if (row === undefined) return 'decisions';
  return field === 'note' ? `decisions.${row}.note` : `decisions.${row}.decision`;
}

type Issue = { field: Field; message: string };

/** The first message for each field, nested as react-hook-form reads errors. */
function nest(issues: Issue[]): FieldErrors<ReviewFormValues> {
  const decisions: Record<string, unknown> = {};
  for (const { field, message } of issues) {
    const [, row, name] = field.split('.');
    const error = { type: 'validate', message };
    if (row === undefined || name === undefined) {
      decisions.type ??= error.type;
      decisions.message ??= message;
      continue;
    }
    const rowErrors = (decisions[row] ??= {}) as Record<string, unknown>;
    rowErrors[name] ??= error;
  }
  return { decisions } as FieldErrors<ReviewFormValues>;
}

/**
 * A note on an item left "Not decided" asks for a decision (it would not be saved otherwise);
 * the shared body schema decides the rest, on the body the form would send; and a form with
 * nothing to send says so.
 */
export function reviewFormResolver(
  items: readonly ReviewItem[],
): Resolver<ReviewFormValues, unknown, ReviewSaveBody> {
  return async (values) => {
    const { body, rows } = bodyOf(values, items);
    const issues: Issue[] = values.decisions.flatMap((row, index) =>
      row.decision === '' && row.note.trim() !== ''
        ? [{ field: `decisions.${index}.decision` as const, message: NOTE_NEEDS_DECISION }]
        : [],
    );
    const parsed = ReviewSaveBodySchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.push({ field: formPathOf(issue.path, rows), message: issue.message });
      }
    }
    if (issues.length === 0 && body.decisions.length === 0) {
      issues.push({ field: 'decisions', message: NOTHING_TO_SAVE });
    }
    if (parsed.success && issues.length === 0) return { values: parsed.data, errors: {} };
    return { values: {}, errors: nest(issues) };
  };
}

/** A failed save with its issues' paths read as the form's fields, for applyServerErrors. */
export function withFormPaths(error: unknown, rows: number[]): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const issues = error.issues.map((issue) => {
    const [head, index, field = ''] = issue.path.split('.');
    if (head !== 'decisions' || index === undefined) return issue;
    return { ...issue, path: formPathOf([head, Number(index), field], rows) };
  });
  return new ApiRequestError(error.status, error.code, error.message, issues);
}

/** Every field of the form, for applyServerErrors. */
export const formFields = (count: number): Field[] =>
  Array.from({ length: count }, (_, index) => [
    `decisions.${index}.decision` as const,
    `decisions.${index}.note` as const,
  ]).flat();
