import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';

const config = [
  ...coreWebVitals,
  ...typescript,
  {
    // JSON-LD goes through components/seo/json-ld.tsx, whose serialiser escapes every '<'; next-seo's escapes only
    // '</script>', so its components are used only as data builders, in lib/seo/structured-data.ts.
    ignores: ['lib/seo/structured-data.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next-seo', message: 'Build structured data with @/lib/seo/structured-data and render it with JsonLd.' }] },
      ],
    },
  },
  { ignores: ['.bench/**', '.next/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
];
export default config;
