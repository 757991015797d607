// The proxy's list of addresses (lib/cms/known-paths.ts): the seed's until the CMS's side first
// reads the published records, then that list. cms/known-routes.ts's reading is proven on a real
// store by tests/unit/cms-seed.test.ts.
import { servicePages } from '@/content/services';
import { knownRoutes } from './known-paths';
import { setPublishedRoutes } from './published-routes';

it('knows every seeded page and service before the CMS is first read', () => {
  const { paths, moved } = knownRoutes();
  for (const service of servicePages) expect(paths).toContain(`/services/${service.slug}`);
  expect(paths).toContain('/about');
  expect(moved.size).toBe(0);
});

it('then answers with what the CMS published, old addresses included', () => {
  const published = {
    paths: new Set(['/', '/services/cloud-staffing']),
    moved: new Map([['/services/it-staffing', '/services/cloud-staffing']]),
  };
  setPublishedRoutes(published);
  expect(knownRoutes()).toBe(published);
});
