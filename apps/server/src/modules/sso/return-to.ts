import { paths } from '@trellis/shared/web-paths';

/** The longest return path kept (the column's size). */
const RETURN_TO_MAX = 512;
// A path of this site only: one leading slash (`//host` is another site), no backslash
// (browsers read `/\host` as `//host`), printable ASCII only (browsers drop tabs and line
// breaks, so `/\t/host` would become `//host`).
const SAME_SITE_PATH = /^\/(?![/\\])[\x21-\x7e]*$/;

/** Where to send the browser after signing in: `value` when it is a path of this site, else the dashboard. */
export function safeReturnTo(value: string | undefined): string {
  if (!value || value.length > RETURN_TO_MAX) return paths.dashboard;
  if (!SAME_SITE_PATH.test(value) || value.includes('\\')) return paths.dashboard;
  return value;
}
