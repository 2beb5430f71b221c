import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { clearAnnouncement } from '../components/announce';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The app's live region is one store for the whole run: each test starts it empty.
  clearAnnouncement();
});
