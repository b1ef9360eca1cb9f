// Lint rules for the site's own code: the recommended JavaScript and
// TypeScript rules, and the rules of React hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {ignores: ['build/', 'build-test/', 'build-test-off/', '.docusaurus/', 'node_modules/', 'tests/.tmp/', 'static/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**/*.{ts,mjs}'],
    languageOptions: {globals: {process: 'readonly', console: 'readonly', URL: 'readonly'}},
  },
  {
    // Build loaders Rspack requires as plain CommonJS.
    files: ['plugins/**/*.cjs', 'speed/**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: {module: 'writable', require: 'readonly'}},
  },
);
