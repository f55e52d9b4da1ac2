// Lint for correctness, not layout: typescript-eslint's type-aware rules over src/, test/ and
// bench/ (promises left floating or handed where a callback is expected, `any` leaking out of
// JSON.parse, needless assertions), ESLint's recommended rules over the web pages' browser
// JavaScript. `npm run lint` fails on any finding, warnings included.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'clients/**/dist/', 'dist/'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    files: ['**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // A variable read by a closure before it is set (the dispatcher the app is built with) stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // Fastify plugins and hooks are async by convention, with or without an await.
      '@typescript-eslint/require-await': 'off',
      // Kysely's expression builder is meant to be destructured (`({ exists, selectFrom }) => …`).
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // routes -> services -> queries -> store: a service decides and opens the transaction; its
    // statements are functions of its folder's *.queries.ts, called with db | trx.
    files: ['src/**/*.service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: 'SQL goes in *.queries.ts (a function taking db | trx first); the service calls it.',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL goes in *.queries.ts (a function taking db | trx first); the service calls it.' },
      ],
    },
  },
  {
    // Migrations are written against `Kysely<any>`: they must not follow today's row types.
    files: ['src/store/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests and benchmarks read HTTP answers as untyped JSON on purpose.
    files: ['**/*.test.ts', 'test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    // Completes the OpenAPI document @fastify/swagger generates: it walks that document as plain JSON.
    files: ['src/http/openapi.document.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['src/dashboard/public/**/*.js', 'src/console/public/**/*.js', 'src/ui/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.browser, sourceType: 'module' },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ignores: ['src/dashboard/public/**', 'src/console/public/**', 'src/ui/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node, sourceType: 'module' },
  },
);
