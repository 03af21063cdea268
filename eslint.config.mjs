// npm run lint: ESLint's recommended rules and typescript-eslint's, on the kit's own code. Formatting is Prettier's
// job (npm run format), not ESLint's. Sample implementations are learners' code, broken on purpose: not linted.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'reports/', 'examples/', '.stryker-tmp/', 'coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        __filename: 'readonly',
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      // The kit talks to untrusted implementations: values arrive as unknown and are narrowed on purpose; the few
      // `any`s are at the boundary with cucumber's and Node's loosely typed APIs.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      // The kit matches ANSI escapes and other control characters on purpose (to strip or show them escaped).
      'no-control-regex': 'off',
      // Steps get their World as `this`: cucumber's scope proxies are switched off in the kit (cli/plain-step-scope.ts).
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@cucumber/cucumber', importNames: ['world', 'context'], message: 'use `this` (cli/plain-step-scope.ts says why)' }],
        },
      ],
    },
  },
);
