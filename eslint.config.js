import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'coverage/**',
      'screenshots/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // One-way imports in the web app (decision 015): app → features → entities → components/ui and
  // lib → @camtour/shared. Each layer may use only the layers to its right.
  {
    // Feature folders stay independent: the app composes them (style guide).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '@/features/**', '@/app/**', '**/app/**'],
              message:
                'A feature must not import another feature or the app: share the block through entities/ or components/ui, or compose them in src/app.',
            },
          ],
        },
      ],
    },
  },
  {
    // An entity knows one domain thing (a product, a place, a review) and serves every feature.
    files: ['apps/web/src/entities/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '@/features/**', '@/app/**', '**/app/**'],
              message:
                'An entity must not import a feature or the app: features use entities, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/entities/**',
                '@/entities/**',
                '**/features/**',
                '@/features/**',
                '@/app/**',
                '**/app/**',
              ],
              message:
                'Shared UI and lib know no domain thing, no feature and no route: pass what they show as props.',
            },
          ],
        },
      ],
    },
  },
  {
    // Response shapes are defined once, in packages/shared/src/schemas: a route names one
    // (`envelopeOf(XxxSchema)`), it does not build one. apps/api/test/openapi.test.ts checks the
    // served OpenAPI document the same way.
    files: ['apps/api/src/modules/**/*routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='response'] CallExpression[callee.object.name='z']",
          message:
            'Define the response schema in packages/shared/src/schemas and declare envelopeOf(ThatSchema).',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    rules: { 'no-console': 'off' },
  },
);
