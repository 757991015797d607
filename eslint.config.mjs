import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';
import regexp from 'eslint-plugin-regexp';

const config = [
  ...coreWebVitals,
  ...typescript,
  regexp.configs.recommended,
  {
    // A pattern that backtracks super-linearly lets one long value hold the event loop (issue 36):
    // none in code that meets visitors' or the admin API's text. Tests and scripts read our own.
    files: ['app/**', 'components/**', 'content/**', 'lib/**', '*.ts'],
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // Plain anchors are the site's links on purpose (components/ui/link.tsx): pages load whole.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // Spelling preferences of the recommended set, not mistakes: '[A-Za-z0-9_]' reads as well as '\w'.
    rules: { 'regexp/prefer-w': 'off', 'regexp/use-ignore-case': 'off' },
  },
  {
    // JSON-LD goes through lib/seo/json-ld-script.tsx, whose serialiser escapes every '<'; next-seo's escapes only
    // '</script>', so it is used only through its processors and types, in lib/seo/structured-data.ts.
    // No next/link: every page is loaded whole (components/ui/link.tsx, a plain anchor).
    ignores: ['lib/seo/structured-data.ts', 'components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next-seo',
              message:
                'Build structured data with @/lib/seo/structured-data and render it with JsonLd.',
            },
            {
              name: 'next/link',
              message:
                "Use @/components/ui/link: a plain anchor. The header and menus are server HTML, never rendered in the browser, so a page rendered in place by the router would keep the last page's current link.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/seo/structured-data.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next-seo',
              allowImportNames: [
                'processors',
                'BreadcrumbJsonLdProps',
                'JobPostingJsonLdProps',
                'LocalBusinessJsonLdProps',
                'OrganizationJsonLdProps',
              ],
              message:
                "Only next-seo's documented processors and props types: its components render with its own serialiser.",
            },
          ],
        },
      ],
    },
  },
  {
    // The layers point one way (app → components → lib → content): copy and server logic never import UI or routes.
    files: ['content/**', 'lib/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './content',
              from: ['./app', './components'],
              message: 'content/ is the bottom layer.',
            },
            {
              target: './lib',
              from: ['./app', './components'],
              message: 'lib/ sits below app/ and components/.',
            },
            {
              target: './lib/shared',
              from: './lib',
              except: ['./shared'],
              message:
                'lib/shared/ runs in the browser: it imports no server code (lib/README.md).',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.bench/**',
      '.next/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      // Written by Payload's CLI (README, "Editing the site").
      'cms/migrations/**',
      'cms/payload-types.ts',
      'app/(payload)/admin/importMap.ts',
    ],
  },
];
export default config;
