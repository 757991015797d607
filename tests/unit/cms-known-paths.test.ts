// The proxy's list of published paths (lib/cms/known-paths.ts): a page or service published in
// the CMS is known within a minute, at once after a change on this instance, never lost when the
// CMS cannot answer.
import type { PageRecord } from '@/content/pages';
import { staticPages } from '@/content/pages';
import {
  forgetKnownPathsOnDelete,
  forgetKnownPathsOnPublish,
} from '@/cms/collections/forget-known-paths';
import { KNOWN_PATHS_TTL_MS, knownPaths } from '@/lib/cms/known-paths';

const mockListPages = jest.fn<Promise<readonly PageRecord[]>, []>();
jest.mock('@/lib/cms/content', () => ({ listPages: () => mockListPages() }));

const record = (path: string) => ({ ...staticPages[1]!, path });
const published = (...paths: string[]) => mockListPages.mockResolvedValue(paths.map(record));
const hookArgs = { doc: { _status: 'published' } } as never;

beforeEach(() => {
  mockListPages.mockReset();
  forgetKnownPathsOnDelete(hookArgs);
});

it('knows a newly published service within a minute, reading the CMS at most once a minute', async () => {
  published('/about', '/services/it-staffing');
  expect((await knownPaths(0)).has('/services/cloud-migration')).toBe(false);

  published('/about', '/services/it-staffing', '/services/cloud-migration');
  expect((await knownPaths(KNOWN_PATHS_TTL_MS - 1)).has('/services/cloud-migration')).toBe(false);
  expect(await knownPaths(KNOWN_PATHS_TTL_MS)).toContain('/services/cloud-migration');
  expect(mockListPages).toHaveBeenCalledTimes(2);
});

it('reads the list again right after a publish or a deletion on this instance', async () => {
  published('/about');
  await knownPaths(0);
  published('/about', '/services/cloud-migration');
  forgetKnownPathsOnPublish(hookArgs);
  expect(await knownPaths(1)).toContain('/services/cloud-migration');

  published('/about');
  forgetKnownPathsOnDelete(hookArgs);
  expect((await knownPaths(2)).has('/services/cloud-migration')).toBe(false);
});

it('keeps every page of its own (its file renders the seed) even when it is unpublished', async () => {
  published();
  const paths = await knownPaths(0);
  for (const page of staticPages) expect(paths).toContain(page.path);
});

it('keeps the last list, or the seed, while the CMS cannot answer', async () => {
  mockListPages.mockRejectedValue(new Error('database down'));
  expect(await knownPaths(0)).toContain('/services/it-staffing');

  published('/services/cloud-migration');
  await knownPaths(KNOWN_PATHS_TTL_MS);
  mockListPages.mockRejectedValue(new Error('database down'));
  expect(await knownPaths(2 * KNOWN_PATHS_TTL_MS)).toContain('/services/cloud-migration');
});
