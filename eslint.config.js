// Lint: the recommended JS and TypeScript rules, React's rules of hooks, and the house's import
// boundaries (README "Rules of the house"), enforced rather than remembered. Formatting is Prettier's.
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Zones for import-x/no-restricted-paths: `target` files may not import from `from`. */
/** Generic UI and helpers know nothing of features, pages or the app shell (their tests may compose features, as pages do). */
const genericCode = {
  target: ['./web/src/components', './web/src/lib'],
  from: ['./web/src/features', './web/src/pages', './web/src/app'],
  message: 'components/ and lib/ are generic: they must not depend on features, pages or the app shell.',
};

const boundaries = [
  // Features never import each other: pages and app/ compose them.
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message:
      'Features never import each other; compose them in pages/ or app/, or move the shared piece to components/ or lib/.',
  })),
  // shared/ is imported by both sides and imports neither.
  { target: './shared', from: ['./web', './worker'], message: 'shared/ imports nothing from web/ or worker/.' },
  // Worker layers: routes → services → storage, never back.
  {
    target: './worker/src/storage',
    from: ['./worker/src/routes', './worker/src/services', './worker/src/middleware'],
    message: 'storage/ is the bottom layer: it must not import routes, services or middleware.',
  },
  {
    target: './worker/src/services',
    from: ['./worker/src/routes', './worker/src/middleware'],
    message: 'services/ must not import routes or middleware (routes → services → storage).',
  },
  {
    target: './worker/src/routes',
    from: './worker/src/routes',
    message: 'A route does not import another route; move what they share into services/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'web/dist/**',
      '.wrangler/**',
      'node_modules/**',
      'worker/seed/**',
      'web/public/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // `import { z }` pulls every zod module into the worker bundle (about 780 KB); the namespace import shakes.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
          message: "Use `import * as z from 'zod'` (or zod/mini): it tree-shakes.",
        },
      ],
      'no-restricted-globals': ['error', { name: 'event', message: 'Use the handler argument.' }],
    },
  },
  {
    files: ['web/src/components/**', 'web/src/lib/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries, genericCode] }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The browser never imports worker code; the typed API contract (AppType) comes in as a type.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/worker/**'], allowTypeImports: true, message: 'web/ may only import types from worker/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}', 'web/vite.config.ts', 'web/e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Playwright fixtures and page functions run in the browser too.
    files: ['web/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
