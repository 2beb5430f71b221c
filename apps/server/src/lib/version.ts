import { readFileSync } from 'node:fs';

// The release version lives once, in the root package.json; the footer shows the same one.
const rootPackage = JSON.parse(
  readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
) as { version: string };

/** The running release, e.g. 1.5.56. */
export const APP_VERSION = rootPackage.version;
