import nx from '@nx/eslint-plugin';
import tanstackQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import prettierRecommended from 'eslint-plugin-prettier/recommended';

const dependsOn = (type, ...allowed) => ({
  sourceTag: `type:${type}`,
  onlyDependOnLibsWithTags: allowed.map((t) => `type:${t}`),
});
const scope = (name, ...allowed) => ({
  sourceTag: `scope:${name}`,
  onlyDependOnLibsWithTags: allowed.map((s) => `scope:${s}`),
});

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/out-tsc',
      '**/storybook-static',
      '**/node_modules',
      '**/.nx',
      '**/*.timestamp*',
      'data/**',
      '**/coverage',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.mts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            dependsOn('app', 'site', 'feature', 'data-access', 'ui', 'util'),
            dependsOn('site', 'feature', 'data-access', 'ui', 'util'),
            dependsOn('feature', 'data-access', 'ui', 'util'),
            dependsOn('data-access', 'util'),
            dependsOn('ui', 'ui', 'util'),
            dependsOn('util', 'util'),
            dependsOn('server', 'db', 'util'),
            dependsOn('db', 'util'),
            dependsOn('tool', 'db', 'util'),
            dependsOn('e2e', 'util'),
            scope('web', 'web', 'shared'),
            scope('server', 'server', 'shared'),
            scope('shared', 'shared'),
          ],
        },
      ],
    },
  },
  {
    // Build configuration shares one Vite setup from tools/vite; it is tooling, not product code.
    files: ['**/vite.config.mts', '**/vitest.config.mts', '**/playwright.config.ts', '*.config.mts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Fixtures and mock handlers are for tests and stories only (msw is a dev dependency): product code never
    // imports @trophy-room/contract/testing or msw.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      '**/*.stories.ts',
      '**/*.stories.tsx',
      '**/testing/**',
      '**/test-setup.ts',
      '.storybook/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@trophy-room/contract/testing', 'msw', 'msw/*'], message: 'Tests and stories only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: { ...jsxA11y.flatConfigs.recommended.rules, ...reactHooks.configs.recommended.rules },
  },
  ...tanstackQuery.configs['flat/recommended'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // House style: kebab-case file names (`team-card.tsx`, `use-standings.ts`); `.spec`/`.stories`/`.config` are middle
    // extensions. MSW's generated worker keeps its own name.
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    ignores: ['**/mockServiceWorker.js'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mts,mjs,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
    },
  },
  // Prettier in lint, check only: a file that is not formatted as .prettierrc says fails `nx lint`.
  prettierRecommended,
  {
    // Generated from libs/db/src/tables.ts; its test compares it with the generator's output byte for byte.
    files: ['libs/db/src/schema.ts'],
    rules: { 'prettier/prettier': 'off' },
  },
];
