import { GET } from '@/app/.well-known/security.txt/route';

it('answers /.well-known/security.txt as UTF-8 plain text with the contact, expiry and canonical URL', async () => {
  const response = GET();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(await response.text()).toMatch(
    /^Contact: mailto:.+\nExpires: .+\nPreferred-Languages: en\nCanonical: .+\/\.well-known\/security\.txt\n$/,
  );
});
