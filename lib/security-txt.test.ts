import { env } from './env';
import { securityTxt } from './security-txt';

describe('security.txt', () => {
  const text = securityTxt('security@example.com');
  const field = (name: string) => text.match(new RegExp(`^${name}: (.+)$`, 'm'))?.[1];

  it('names the e-mail address it is given as the contact', () => {
    expect(field('Contact')).toBe('mailto:security@example.com');
  });

  it('expires on a fixed date less than a year ahead, and fails 30 days before it passes', () => {
    const DAY = 24 * 60 * 60 * 1000;
    const expires = field('Expires')!;
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const ahead = Date.parse(expires) - Date.now();
    // Renew content/security-txt.ts: a date up to a year ahead.
    expect(ahead).toBeGreaterThan(30 * DAY);
    expect(ahead).toBeLessThan(365 * DAY);
  });

  it('gives its canonical address on this site', () => {
    expect(field('Canonical')).toBe(`${env.SITE_URL}/.well-known/security.txt`);
  });

  it('is one field a line, ending with a line break', () => {
    expect(
      text
        .split('\n')
        .filter(Boolean)
        .every((line) => /^[A-Z][A-Za-z-]+: \S/.test(line)),
    ).toBe(true);
    expect(text.endsWith('\n')).toBe(true);
  });
});
