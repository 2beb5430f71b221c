import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { clearAnnouncement } from '../components/announce';

// A page's first render transforms the lazy routes, which takes seconds on a busy machine: every
// find and waitFor allows 5 s rather than testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The app's live region is one store for the whole run: each test starts it empty.
  clearAnnouncement();
});
