import { fileURLToPath } from 'node:url';
import { formatContentError, loadContent } from '../src/content/load-content';

/** The small, valid library every test database starts with (see global-setup.ts). */
export const FIXTURE_CONTENT_DIR = fileURLToPath(new URL('./fixtures/content/', import.meta.url));

/** Loads a content folder that must pass the check; a failure names every problem. */
export async function loadValidContent(dir: string = FIXTURE_CONTENT_DIR) {
  const loaded = await loadContent(dir);
  if (!loaded.ok) throw new Error(loaded.errors.map(formatContentError).join('\n'));
  return loaded;
}
