import { trimBoth, trimEnd } from './trim';
import { cpuTimed } from '@/tests/support/cpu-time';

it('trims a one-character class at the end, or at both ends', () => {
  expect(trimEnd('https://example.com///', /\//)).toBe('https://example.com');
  expect(trimEnd('Java, SQL; –', /[\s,;:.(–-]/)).toBe('Java, SQL');
  expect(trimBoth('--senior-dev--', /-/)).toBe('senior-dev');
  expect(trimBoth('----', /-/)).toBe('');
});

it('takes linear time on a long run that ends in a character it keeps', () => {
  const text = `${'/'.repeat(200_000)}x`;
  const [trimmed, took] = cpuTimed(() => trimEnd(text, /\//));
  expect(trimmed).toBe(text);
  expect(took).toBeLessThan(100);
});
