import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The one seam to the backend (docs/architecture.md): only site/lib/drupal (reads, the NextDrupal
// client) and site/lib/session (the visitor's session, the forwards, the browser's writes) reach
// the backend, and the rest of the site asks them. Enforced on imports:
// - the generated fetchers and mutations: everything else calls the seam's functions, which return
//   the site's own types (lib/drupal/<family>.ts) or name the writes (lib/session/writes.ts). The
//   generated resource and query types (resources.ts, queries.ts), the SWR keys and hooks (which
//   read the site's own forward, with the server's fallback) stay open to everyone: a type or a
//   key reaches nothing by itself;
// - the backend's address (DRUPAL_BASE_URL of lib/env.ts, and backendBaseUrl of
//   lib/env-defaults.mjs, which only lib/env.ts and the server's policy also read);
// - the browser's raw API client (`api` of lib/api/client.ts), with which a component would build
//   a JSON:API request by hand.
// (`env` itself has no backend address, so `env.drupalBaseUrl` is a type error.)
const BACKEND_SEAM = ['site/lib/drupal/**', 'site/lib/session/**', 'site/lib/generated/**'];
const SEAM_MESSAGE = 'Only site/lib/drupal and site/lib/session reach the backend: call a function of theirs (docs/architecture.md).';
const BACKEND_IMPORTS = {
  generated: { regex: '(^|/)generated/(fetchers|mutations)(\\.ts)?$', message: SEAM_MESSAGE },
  address: { regex: '(^|/)env(\\.ts)?$', importNames: ['DRUPAL_BASE_URL'], message: SEAM_MESSAGE },
  addressDefault: { regex: '(^|/)env-defaults(\\.mjs)?$', importNames: ['backendBaseUrl'], message: SEAM_MESSAGE },
  browserClient: { regex: '(^|/)api/client(\\.ts)?$', importNames: ['api'], message: `${SEAM_MESSAGE} Writes: lib/session/writes.ts.` },
};

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
    files: ['site/**/*.{ts,tsx,js,mjs}'],
    ignores: BACKEND_SEAM,
    rules: {
      'no-restricted-imports': ['error', { patterns: Object.values(BACKEND_IMPORTS) }],
      // Nor around lib/env.ts, straight from the environment.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[object.object.name="process"][object.property.name="env"]:matches([property.name=/^(DRUPAL_BASE_URL|CMS_PORT)$/], [property.value=/^(DRUPAL_BASE_URL|CMS_PORT)$/])',
          message: SEAM_MESSAGE,
        },
      ],
    },
  },
  {
    // The configuration's defaults: lib/env.ts parses them, the server's policy names the backend in
    // `frame-ancestors` (and hands the address to the draft guard's session check, lib/session).
    files: ['site/lib/env.ts', 'site/lib/server/csp.mjs'],
    rules: { 'no-restricted-imports': ['error', { patterns: [BACKEND_IMPORTS.generated, BACKEND_IMPORTS.address, BACKEND_IMPORTS.browserClient] }] },
  },
  {
    // ui is the site's component library, used by the site and Storybook: it never imports the site.
    files: ['ui/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(@/|@campus/site(/|$))|(^|/)site(/|$)', message: 'ui never imports the site: take what it needs as props.' }] },
      ],
    },
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
