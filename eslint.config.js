import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Each feature (web) or module (server) may not reach into another one's files. */
function isolate(root) {
  const names = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return names.map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`],
    message:
      'Features do not import each other: move shared code to components, hooks, lib or packages/shared.',
  }));
}

const web = './apps/web/src';
const server = './apps/server/src';

/**
 * The layers of the web app (decision 014): shared building blocks (components, hooks, lib,
 * stores) never import features or the app shell, and features never import the shell.
 */
const webLayers = [
  {
    target: ['components', 'hooks', 'lib', 'stores', 'config'].map((dir) => `${web}/${dir}`),
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code does not import features or the app shell: pass what it needs in.',
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features do not import the app shell (router, layout, guards).',
  },
];

/**
 * The layers of the server (decision 014): modules (HTTP routes and their services) sit on
 * http, jobs, domain, mail, content, db and lib; nothing below imports a module, the domain
 * knows nothing of HTTP, and lib rests on db alone.
 */
const serverLayers = [
  {
    target: ['lib', 'db', 'domain', 'mail', 'content', 'http', 'pdf'].map(
      (dir) => `${server}/${dir}`,
    ),
    from: `${server}/modules`,
    message: 'Only the app, jobs, setup and the CLI import modules.',
  },
  {
    target: `${server}/domain`,
    from: [`${server}/http`, `${server}/jobs`, `${server}/setup`],
    message: 'The domain knows nothing of HTTP, jobs or start-up.',
  },
  {
    target: `${server}/lib`,
    from: ['domain', 'http', 'jobs', 'mail', 'content', 'setup', 'cli'].map(
      (dir) => `${server}/${dir}`,
    ),
    message: 'lib holds helpers that depend on the database at most.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Lets import-x parse the TypeScript files it follows (needed to see cycles).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'packages/shared/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    // Tests run in Node only and may read files; what ships is the rest.
    ignores: ['packages/shared/**/*.test.ts'],
    rules: {
      // The shared package runs in the browser and on the server: zod only.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:|react|drizzle|fastify|@fastify)',
              message: 'packages/shared depends on zod only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...isolate(`${web}/features`), ...webLayers] },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...isolate(`${server}/modules`), ...serverLayers] },
      ],
    },
  },
  prettier,
);
