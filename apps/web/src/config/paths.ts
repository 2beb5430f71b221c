export { paths } from '@trellis/shared/web-paths';

/** A public page with courses on accommodations for educators (header menu). */
export const PROFESSIONAL_DEVELOPMENT_URL = 'https://iris.peabody.vanderbilt.edu/';
