import { serializeJsonLd } from './json-ld';

const hostile = [
  '</script x><script>alert(1)</script>',
  '<!-- <script>',
  '</SCRIPT>',
  'a & b > c',
  'line\u2028separator\u2029end',
];

describe('serializeJsonLd', () => {
  it.each(hostile)(
    'writes %j without a character that HTML or an old script parser could act on',
    (text) => {
      const json = serializeJsonLd({
        '@context': 'https://schema.org',
        '@type': 'Thing',
        name: text,
      });
      expect(json).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(json)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Thing',
        name: text,
      });
    },
  );
});
