/**
 * One problem in the content folder, located so a reviewer can find it without a line
 * number: the file, the entry (its key, id or name, or `#index` when it has none), and the
 * field inside the entry. Problems with a whole file leave entry and field empty.
 */
export interface ContentError {
  /** Path from the repository root, e.g. `content/accommodations/learning.yaml`. */
  file: string;
  entry: string;
  /** Dotted path inside the entry, e.g. `needs.2.need`. */
  field: string;
  message: string;
}

/** One line: `content/accommodations/behavioral.yaml: B12: needs.2.need: unknown need "X"`. */
export function formatContentError(error: ContentError): string {
  return [error.file, error.entry, error.field, error.message]
    .filter((part) => part !== '')
    .join(': ');
}
