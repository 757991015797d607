import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';

const config = [
  ...coreWebVitals,
  ...typescript,
  {
    // JSON-LD goes through components/seo/json-ld.tsx, whose serialiser escapes every '<'; next-seo's escapes only '</script>'.
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next-seo', message: 'Render structured data with JsonLd from @/components/seo/json-ld.' }] }],
    },
  },
  { ignores: ['.bench/**', '.next/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
];
export default config;
