import { expect, type APIRequestContext } from '@playwright/test';
import { CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD } from './servers';

/**
 * The published records a query of the CMS's API names (`collection?where…`), read as its editor,
 * for specs that take names and counts from the records instead of the seed. Logged in again until
 * it answers: Payload keeps a user's sessions in one list it reads and writes back, so two specs
 * logging the same user in at once can lose one of the sessions (the read then answers 401).
 */
export async function readRecords<T>(request: APIRequestContext, query: string): Promise<T[]> {
  return (await readAsEditor<{ docs: T[] }>(request, query)).docs;
}

/** A global as the CMS publishes it, read as its editor. */
export const readPublishedGlobal = <T>(request: APIRequestContext, slug: string) =>
  readAsEditor<T>(request, `globals/${slug}`);

async function readAsEditor<T>(request: APIRequestContext, query: string): Promise<T> {
  let body: T | undefined;
  await expect(async () => {
    const login = await request.post('/cms-api/users/login', {
      data: { email: CMS_ADMIN_EMAIL, password: CMS_ADMIN_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const answer = await request.get(`/cms-api/${query}`, {
      headers: { Authorization: `JWT ${(await login.json()).token}` },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    body = (await answer.json()) as T;
  }).toPass({ timeout: 20_000 });
  return body!;
}

/**
 * The paths of the site's page records (pages of their own, services, products) in the order its
 * sitemap lists them: what the CMS publishes, not the seed. The stories' and jobs' pages are left
 * out.
 */
export async function pagePaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  return [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((path) => !/^\/(?:insights|case-studies|careers)\/./.test(path));
}
