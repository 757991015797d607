// The editor's login cookie: SameSite=Strict always, Secure exactly when the site runs on https.
import type { CollectionConfig } from 'payload';
import { loadWithEnv } from './fixtures/load-with-env';

/* eslint-disable @typescript-eslint/no-require-imports */
const usersWith = (siteUrl: string) =>
  loadWithEnv(() => (require('@/cms/collections/users') as { users: CollectionConfig }).users, {
    SITE_URL: siteUrl,
  });
/* eslint-enable @typescript-eslint/no-require-imports */

const authOf = (users: CollectionConfig) =>
  users.auth as Exclude<CollectionConfig['auth'], boolean>;

it('sends the login cookie SameSite=Strict and Secure on an https site', () => {
  expect(authOf(usersWith('https://www.example.com'))?.cookies).toEqual({
    sameSite: 'Strict',
    secure: true,
  });
});

it('sends it SameSite=Strict without Secure on plain http (a local run)', () => {
  expect(authOf(usersWith('http://localhost:3000'))?.cookies).toEqual({
    sameSite: 'Strict',
    secure: false,
  });
});
