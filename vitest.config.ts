import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      // The repository's own scripts (e.g. the conformance report's export) and their tests.
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
