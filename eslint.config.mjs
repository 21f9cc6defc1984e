// Lint for every package. The boundary rules between packages: a remote imports
// only the build-time contracts and the runtime platform; no remote imports another
// remote or the shell.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { ALL_PACKAGES, REMOTES } from './scripts/packages.mjs';
import {
  BRAND_ARTWORK,
  COLOUR_TOKEN_FILES,
  hardCodedColourRules,
} from './scripts/lint/hard-coded-colours.mjs';
import { spacingScalePlugin } from './scripts/lint/spacing-scale.mjs';

const PACKAGES = ALL_PACKAGES;

/**
 * Forbids importing the given packages, by name or by a relative path out of this package.
 * `routerFacade`: routing comes from the platform's facade (a federated package); the staff
 * console, one bundle without federation, imports react-router itself. `i18nFacade`: React's
 * binding of i18next comes from the platform too (its context must be the platform's); the
 * platform itself and the staff console import react-i18next.
 */
function onlyMayImport(self, allowed, { routerFacade = true, i18nFacade = routerFacade } = {}) {
  const forbidden = PACKAGES.filter((name) => name !== self && !allowed.includes(name));
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: forbidden
              .map((name) => `@dating/${name}`)
              .concat(forbidden.map((name) => `@dating/${name}/*`)),
            message: `${self} may import only ${allowed.join(', ') || 'nothing of this repository'} (ARCHITECTURE.md).`,
          },
          ...(routerFacade
            ? [
                {
                  group: ['react-router', 'react-router/*', 'react-router-dom'],
                  message:
                    'Import routing from @dating/platform/router: the shared, tree-shaken facade (docs/decisions/0003-router-facade.md).',
                },
              ]
            : []),
          ...(i18nFacade
            ? [
                {
                  group: ['react-i18next', 'react-i18next/*'],
                  message:
                    'Import useTranslation and the rest of react-i18next from @dating/platform: the copy its context belongs to, tree-shaken (docs/decisions/0190).',
                },
              ]
            : []),
          {
            regex: `^(\\.\\./)+(${forbidden.join('|')})/(src|test|tests|dist)(/|$)`,
            message: `${self} may not reach into another package by a relative path (ARCHITECTURE.md).`,
          },
        ],
      },
    ],
  };
}

/** The front end names API paths only through the endpoint registry (callEndpoint). */
const apiPathRule = {
  selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
  message:
    'Call the API with callEndpoint and an endpoint of the registry (@dating/shared-contracts/api).',
};

/** The same for the staff console's API (`/staff-api/...`, decision 0160). */
const staffApiPathRule = {
  selector:
    'Literal[value=/^\\/(staff-)?api\\//], TemplateElement[value.raw=/^\\/(staff-)?api\\//]',
  message:
    'Call the staff API with callEndpoint and an endpoint of the registry (@dating/shared-contracts/api).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'deploy/**',
      'data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.deploy/**',
      'e2e/.data/**',
      'e2e/scale/.run/**',
      'e2e/soak/.run*/**',
      '.e2e-work*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['api/**', 'e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['shared-contracts/**'], rules: onlyMayImport('shared-contracts', []) },
  {
    files: ['platform/**'],
    rules: onlyMayImport('platform', ['shared-contracts'], { i18nFacade: false }),
  },
  { files: ['shell/**'], rules: onlyMayImport('shell', ['shared-contracts', 'platform']) },
  ...REMOTES.map((name) => ({
    files: [`${name}/**`],
    rules: onlyMayImport(name, ['shared-contracts', 'platform']),
  })),
  // The staff console imports the contracts only: no member-side package runs on its origin
  // (docs/decisions/0160).
  {
    files: ['staff/**'],
    rules: onlyMayImport('staff', ['shared-contracts'], { routerFacade: false }),
  },
  { files: ['api/**'], rules: onlyMayImport('api', ['shared-contracts']) },
  {
    // The API's schemas (TypeBox values) are for the API and for tests; a page takes their
    // types from @dating/shared-contracts/api, and bundling them would ship TypeBox.
    files: [
      'platform/src/**/*.{ts,tsx}',
      'shell/src/**/*.{ts,tsx}',
      ...REMOTES.map((name) => `${name}/src/**/*.{ts,tsx}`),
      'staff/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@dating/shared-contracts/api-schemas',
              message:
                'Schemas are the API’s: import the types from @dating/shared-contracts/api (decision 0146).',
            },
          ],
        },
      ],
    },
  },
  {
    // Colours are theme tokens in every front-end package (scripts/lint/hard-coded-colours.mjs).
    // First, since a later block's no-restricted-syntax replaces this one's for its files.
    files: [
      'shell/src/**/*.{ts,tsx}',
      ...REMOTES.map((name) => `${name}/src/**/*.{ts,tsx}`),
      'staff/src/**/*.{ts,tsx}',
      'platform/src/**/*.{ts,tsx}',
      'shared-contracts/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', ...COLOUR_TOKEN_FILES, ...BRAND_ARTWORK],
    rules: { 'no-restricted-syntax': ['error', ...hardCodedColourRules] },
  },
  {
    // Padding, margin and gap take sizes of the spacing scale in every front-end package
    // (scripts/lint/spacing-scale.mjs, decision 0152). A rule of its own, not
    // no-restricted-syntax: it does not replace the blocks' selectors, nor they it.
    files: [
      'shell/src/**/*.{ts,tsx}',
      ...REMOTES.map((name) => `${name}/src/**/*.{ts,tsx}`),
      'staff/src/**/*.{ts,tsx}',
      'platform/src/**/*.{ts,tsx}',
      'shared-contracts/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { local: spacingScalePlugin },
    rules: { 'local/spacing-scale': 'error' },
  },
  {
    // API paths (apiPathRule). The push worker fetches the user call itself, without the
    // registry, to stay tiny.
    files: ['shell/src/**/*.{ts,tsx}', ...REMOTES.map((name) => `${name}/src/**/*.{ts,tsx}`)],
    ignores: ['**/*.test.{ts,tsx}', 'shell/src/push/worker/**'],
    rules: {
      'no-restricted-syntax': ['error', apiPathRule],
    },
  },
  {
    // Both rules above for the files both cover (a block's options replace an earlier one's).
    files: ['shell/src/**/*.{ts,tsx}', ...REMOTES.map((name) => `${name}/src/**/*.{ts,tsx}`)],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      'shell/src/push/worker/**',
      ...COLOUR_TOKEN_FILES,
      ...BRAND_ARTWORK,
    ],
    rules: {
      'no-restricted-syntax': ['error', apiPathRule, ...hardCodedColourRules],
    },
  },
  {
    // The staff console names its API's paths through the registry too; both rules, as above.
    files: ['staff/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': ['error', staffApiPathRule, ...hardCodedColourRules],
    },
  },
  { files: ['platform/src/router/**'], rules: { 'no-restricted-imports': 'off' } },
  // The server renderer's parts: a Node bundle, where react-router's StaticRouter serves.
  { files: ['platform/src/server/**'], rules: { 'no-restricted-imports': 'off' } },
  {
    // A plugin the API registers carries its name (api/src/lib/named-plugin.ts): Fastify looks
    // an anonymous one up among every loaded module's exports, which slowed every test's app.
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='register'] > :matches(ArrowFunctionExpression, FunctionExpression).arguments",
          message:
            'Name a plugin defined in place: app.register(named(async (scope) => …, "name")).',
        },
      ],
    },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    // A mocked console hides what the test did not expect (jest/console-guard.ts).
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.object.name='jest'][callee.property.name='spyOn'][arguments.0.name='console']",
          "AssignmentExpression[left.object.name='console']",
        ].map((selector) => ({
          selector,
          message: 'Declare an expected log with expectConsoleError/expectConsoleWarn instead.',
        })),
      ],
    },
  },
);
