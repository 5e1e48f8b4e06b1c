import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB_SRC = path.join(import.meta.dirname, 'packages/web/src');

/** What each layer of packages/web/src may import from the others, by its top folder; a feature also its own files. */
const WEB_LAYERS = {
  features: ['lib', 'ui', 'i18n', 'test'],
  lib: ['lib', 'ui', 'i18n', 'test'],
  ui: ['lib', 'ui', 'i18n', 'test'],
  i18n: ['lib', 'ui', 'i18n', 'test'],
};

/**
 * Features do not import each other, and the shared layers import no feature (architecture §3; style 8): a piece two
 * features need moves down into lib/, ui/ or @konsult/domain, and which panels a screen shows is composed in app/.
 * A zone rule in the manner of eslint-plugin-import's no-restricted-paths, which is not installed: it resolves each
 * relative import (static, re-export or dynamic) against the importing file and checks the folder it lands in.
 */
const webLayers = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        'features/{{from}} may not import features/{{to}}: features do not import each other. Compose them in app/, or move the shared piece down into lib/, ui/ or @konsult/domain.',
      upward: '{{from}} may not import {{to}}/: it may import only {{allowed}}.',
    },
  },
  create(context) {
    const [layer, feature] = path.relative(WEB_SRC, context.filename).split(path.sep);
    const allowed = WEB_LAYERS[layer];
    if (!allowed) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.relative(WEB_SRC, path.resolve(path.dirname(context.filename), specifier));
      if (target.startsWith('..')) return;
      const [to, toFeature] = target.split(path.sep);
      if (allowed.includes(to) || (layer === 'features' && to === 'features' && toFeature === feature)) return;
      if (layer === 'features' && to === 'features') {
        context.report({ node: node.source, messageId: 'crossFeature', data: { from: feature, to: toFeature } });
      } else {
        const from = layer === 'features' ? `features/${feature}` : `${layer}/`;
        const list = [...(layer === 'features' ? ['its own files'] : []), ...allowed.map((l) => `${l}/`)].join(', ');
        context.report({ node: node.source, messageId: 'upward', data: { from, to, allowed: list } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

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
    plugins: { 'react-hooks': reactHooks, konsult: { rules: { 'web-layers': webLayers } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'konsult/web-layers': 'error',
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
