import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

/** The screens that compose other features (docs/decisions/013), and the first start's test. */
const compositionRoots = [
  'client/staff/dashboard/dashboard-page.tsx',
  'client/parent/dashboard/parent-dashboard-page.tsx',
  'client/staff/setup/setup-page.tsx',
  'client/staff/setup/setup-page.test.tsx',
];

const boundary =
  'docs/decisions/013: move what both need to client/lib or client/components, or compose ' +
  'the features in a composition root (' +
  compositionRoots.join(', ') +
  ').';

/** From a feature file (client/<portal>/<feature>/x.tsx): a sibling feature, or any other. */
const featureImports = [
  {
    regex: '^\\.\\./(?!\\.\\./)',
    message: `A feature may not import another feature: ${boundary}`,
  },
  {
    regex: '^(\\.\\./)+(staff|parent)/',
    message: `A feature may not import another feature: ${boundary}`,
  },
];

/** The app shell (router, guards, login pages) places features; features never reach up. */
const appImports = [
  {
    regex: '^(\\.\\./)+(app|auth)/|^(\\.\\./)+(router|main)\\.tsx$',
    message: 'Features do not import the app shell (router, guards, login pages).',
  },
];

/** Shared code (lib, components, account) serves features and never imports one. */
const sharedImports = {
  regex: '^(\\.\\./)+(staff|parent|app|auth)/|^(\\.\\./)+(router|main)\\.tsx$',
  message: 'Shared client code (lib, components, account) must not import a feature or the app.',
};

/** A role's name, and what holds one: `role`, `x.role`, `viewerRole`, `x.viewerRole`. */
const roleName = '/^(role|[a-z]\\w*Role)$/';
const roleValue = '/^(director|staff|parent)$/';
const roleMessage =
  'A module does not compare roles (docs/decisions/055): ask server/access which records ' +
  '(accessible, requireTarget), a permission (may) or the portal (portalOf).';
const roleComparisons = [
  ...['left', 'right'].flatMap((side) => {
    const other = side === 'left' ? 'right' : 'left';
    return [`${side}.name`, `${side}.property.name`].map((holder) => ({
      selector: `BinaryExpression[operator=/^[!=]==?$/][${holder}=${roleName}][${other}.value=${roleValue}]`,
      message: roleMessage,
    }));
  }),
  // A role column against a role in SQL: eq(users.role, 'parent'), ne(…), inArray(…).
  {
    selector: `CallExpression[arguments.0.property.name=${roleName}][arguments.1.value=${roleValue}]`,
    message: roleMessage,
  },
  {
    selector: `CallExpression[arguments.0.property.name=${roleName}] > ArrayExpression > Literal[value=${roleValue}]`,
    message: roleMessage,
  },
  {
    selector: `SwitchStatement[discriminant.property.name=${roleName}], SwitchStatement[discriminant.name=${roleName}]`,
    message: roleMessage,
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      '.tmp',
      // Vendored as published (decision 069).
      'client/lib/vendor-qrcodegen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['client/**/*.tsx', 'client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Client layers (docs/decisions/013). A feature is a folder under client/staff/ or
  // client/parent/. Features do not import each other: what two of them need lives in
  // client/lib or client/components. Only the composition roots place other features.
  {
    files: ['client/staff/*/**/*.{ts,tsx}', 'client/parent/*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...featureImports, ...appImports] }] },
  },
  {
    files: compositionRoots,
    rules: { 'no-restricted-imports': ['error', { patterns: appImports }] },
  },
  {
    files: [
      'client/lib/**/*.{ts,tsx}',
      'client/components/**/*.{ts,tsx}',
      'client/account/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedImports] }] },
  },
  // Server layers (docs/architecture.md): lib/, db/ and access/ serve everyone and import
  // neither plugins/ nor modules/; plugins/ (request handling) may use lib/, db/ and access/,
  // not a module. Tests may reach anywhere.
  {
    files: ['server/lib/**/*.ts', 'server/db/**/*.ts', 'server/access/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(plugins|modules)/',
              message:
                'lib/, db/ and access/ are the lowest server layers: they import no plugin or module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/plugins/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+modules/',
              message: 'Plugins run for every route: they use lib/ and db/, never a route module.',
            },
          ],
        },
      ],
    },
  },
  // Modules never ask what a person's role is (decision 055): which records they reach is
  // server/access's (accessible, requireTarget), what they may do a permission's (may), and
  // what differs for a family the portal's (portalOf).
  {
    files: ['server/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...roleComparisons],
    },
  },
  // Route files parse, authorize, call and reply (issue 37): their SQL lives in
  // *-queries.ts and their rules in *-actions.ts, and every route comes from the route table
  // (contract/api.ts) through serve().
  {
    files: ['server/modules/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm|/db/schema',
              message:
                'A route file runs no SQL: put queries in <area>-queries.ts and rules in <area>-actions.ts.',
            },
          ],
        },
      ],
    },
  },
  // The browser never loads server code, nor the route table's schemas: the client calls
  // routes by key and imports the table's types only (decision 057).
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+server/',
              message: 'The client never imports server code.',
            },
            {
              regex: '^(\\.\\./)+contract/(api|routes/)',
              allowTypeImports: true,
              message:
                'The client imports the route table as types only: call routes by key (client/lib/api.ts).',
            },
          ],
        },
      ],
    },
  },
  // A cycle of imports makes what a module sees at load time depend on who loaded first.
  // Tables that reference each other (a user's photo is a stored file, a stored file names its
  // uploader) import each other; drizzle reads a reference through a callback, when asked.
  {
    files: ['server/**/*.ts', 'client/**/*.{ts,tsx}', 'contract/**/*.ts'],
    ignores: ['server/db/schema/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The contract is shared by server and client: it may depend on zod only.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['../server/*', '../client/*', 'fastify', 'react'] },
      ],
    },
  },
);
