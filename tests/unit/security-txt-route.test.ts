import { seedCompany } from '@/cms/seed/records';

// The company global as an editor published it, with an e-mail address of their own.
jest.mock('@/lib/cms/global', () => ({
  readGlobal: async () => ({
    ...jest.requireActual('@/cms/seed/records').seedCompany(),
    email: 'security@edited.example',
    _status: 'published',
  }),
}));

import { GET } from '@/app/.well-known/security.txt/route';

it('answers /.well-known/security.txt as UTF-8 plain text with the contact, expiry and canonical URL', async () => {
  const response = await GET();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(await response.text()).toMatch(
    /^Contact: mailto:.+\nExpires: .+\nPreferred-Languages: en\nCanonical: .+\/\.well-known\/security\.txt\n$/,
  );
});

it('names the e-mail address the company global publishes, not the seed’s', async () => {
  const text = await (await GET()).text();
  expect(text).toContain('Contact: mailto:security@edited.example\n');
  expect(text).not.toContain(seedCompany().email);
});
