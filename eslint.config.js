import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/dist/**',
      'storybook-static/**',
      '.e2e/**',
      '.e2e-*/**',
      // Copied from node_modules at build and start (scripts/lib/stack.mjs).
      'site/public/tarteaucitron/**',
      '.data/**',
      'site/next-env.d.ts',
      'bench/anchor-next/next-env.d.ts',
      'site/lib/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['site/**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin },
    rules: { ...nextPlugin.configs.recommended.rules, ...nextPlugin.configs['core-web-vitals'].rules },
    settings: { next: { rootDir: 'site/' } },
  },
  {
    // Tests read parsed JSON documents whose shape is what they assert.
    files: ['**/*.test.{ts,tsx}', 'cms/test/**/*.ts', 'e2e/**/*.ts', 'stories/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['stories/test/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
