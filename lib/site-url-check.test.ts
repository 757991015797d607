import { siteUrlMismatch } from './site-url-check';

it('lets a server start with the build’s SITE_URL, or with none', () => {
  expect(siteUrlMismatch('https://www.example.com', 'https://www.example.com')).toBeNull();
  expect(siteUrlMismatch('https://www.example.com/', 'https://www.example.com')).toBeNull();
  expect(siteUrlMismatch(undefined, 'https://www.example.com')).toBeNull();
  expect(siteUrlMismatch('  ', 'https://www.example.com')).toBeNull();
});

it('refuses another SITE_URL, naming both values', () => {
  expect(siteUrlMismatch('https://staging.example.com', 'https://www.example.com')).toMatch(
    /^SITE_URL is https:\/\/staging\.example\.com here, but this build was made with SITE_URL=https:\/\/www\.example\.com/,
  );
});
