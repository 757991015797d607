import { company } from '@/content/company';
import { env } from './env';
import { securityTxt } from './security-txt';

describe('security.txt', () => {
  const text = securityTxt(new Date('2026-11-24T10:30:15.123Z'));
  const field = (name: string) => text.match(new RegExp(`^${name}: (.+)$`, 'm'))?.[1];

  it("names the company's e-mail as the contact", () => {
    expect(field('Contact')).toBe(`mailto:${company.email}`);
  });

  it('expires a year ahead, in RFC 3339 without fractions', () => {
    expect(field('Expires')).toBe('2027-11-24T10:30:15Z');
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
