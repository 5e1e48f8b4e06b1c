import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.e2e-artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
        { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests.' },
      ],
    },
  },
  {
    // The domain is pure: no I/O, no clock, no React (architecture §3).
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'react-dom', 'fastify', 'drizzle-orm', '@konsult/server', '@konsult/web'] },
      ],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'Pass `now` in.' }],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['@konsult/server', '@konsult/server/*', 'node:*'] }],
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@konsult/web', '@konsult/web/*', 'react'] }] },
  },
  {
    // Test files share their worker's modules (isolate: false in vitest.config.ts), so a vi.mock in one would replace
    // the module for others, or come too late. Inject the dependency; in web, a file that must mock a module is named
    // *.mocks.test.tsx and runs isolated.
    files: ['packages/web/src/**/*.test.{ts,tsx}', 'packages/server/src/**/*.test.ts'],
    ignores: ['**/*.mocks.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'Module mocks need an isolated file: name it *.mocks.test.tsx.' },
        { object: 'vi', property: 'doMock', message: 'Module mocks need an isolated file: name it *.mocks.test.tsx.' },
      ],
    },
  },
);
