// ESLint flat config: TypeScript, React and React Hooks rules for code; build output and prose are not linted.
import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build',
      'build-*',
      '.docusaurus',
      'node_modules',
      'samples/**/.cache',
      'samples/**/node_modules',
      'test-results',
      'playwright-report',
      'bench',
      'static',
      'i18n',
      'docs',
      'versioned_docs',
      'tutorials',
      'blog',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    ...react.configs.flat.recommended,
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    ...react.configs.flat['jsx-runtime'],
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
    settings: {
      react: {version: 'detect'},
    },
    rules: {
      // Same convention as tsc's noUnusedParameters: a leading underscore marks a parameter kept for a signature, and rest siblings omit keys.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', ignoreRestSiblings: true}],
    },
  },
);
