// Names of the files the API answers as downloads.

/** Longest slug a file name takes from a label or a person's name. */
const SLUG_MAX = 40;

/**
 * A label or name as a part of a file name: lower-case ASCII letters and digits joined by
 * hyphens, accents dropped ("José R." → "jose-r"), `fallback` when nothing is left (a name in
 * another alphabet). Safe in a quoted Content-Disposition filename.
 */
export function fileSlug(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}
