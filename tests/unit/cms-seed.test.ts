// The CMS's seed (cms/seed) on a real store: a new store holds today's content/ records,
// published; starting again changes nothing, and an editor's change or deletion stays.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  Chat,
  Company,
  Industry,
  Navigation,
  Page,
  Policy,
  Service,
  ServiceCategory,
} from '@/cms/payload-types';
import { company as seedCompanyFacts } from '@/content/company';
import { footerLinks, mainMenu } from '@/content/navigation';
import {
  seedCategories,
  seedChat,
  seedCompany,
  seedIndustries,
  seedPages,
  seedPolicies,
  seedServices,
} from '@/cms/seed/records';
import { chatFromCms } from '@/lib/cms/chat';
import { companyFromCms } from '@/lib/cms/company';
import { heroHeading } from '@/content/home';
import { categoryFromCms, pageFromCms, serviceFromCms } from '@/lib/cms/from-cms';
import { navigationFromCms } from '@/lib/shared/site-navigation';
import { decideRoute } from '@/lib/routing';
import { freshDatabase } from '@/tests/postgres/fresh-database';
import { itWithPostgres } from './fixtures/services';

type Env = Record<string, string>;

type Published = {
  pages: Page[];
  services: Service[];
  policies: Policy[];
  categories: ServiceCategory[];
  industries: Industry[];
  company: Company;
  /** The company global's latest version, a draft or not. */
  companyDraft: Company;
  navigation: Navigation;
  chat: Chat;
  /** The pages whose latest version is a draft, as that draft. */
  drafts: Page[];
  routes: { paths: string[]; moved: [string, string][] };
  scheduled: { beforeDue?: string; afterDue?: string };
};

/** Starts the CMS on this store (seeding it), optionally edits, and returns what is published. */
function start(env: Env, action = 'read'): Published {
  const output = path.join(mkdtempSync(path.join(tmpdir(), 'cms-run-')), 'published.json');
  const run = spawnSync(
    'node_modules/.bin/tsx',
    ['tests/unit/fixtures/cms-run.ts', output, action],
    {
      env: { ...process.env, PAYLOAD_SECRET: 'a-test-secret-for-the-cms-seed-0123456789', ...env },
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`The CMS did not start:\n${run.stdout}\n${run.stderr}`);
  return JSON.parse(readFileSync(output, 'utf8')) as Published;
}

const bySlug = (services: Service[]) => Object.fromEntries(services.map((s) => [s.slug, s]));

/**
 * Starts the CMS twice on a new store: the first start seeds it and an editor changes a service,
 * renames another's slug, schedules a draft of a third for publication, deletes a fourth, changes
 * the home page's headline, the phone number and the chat's greeting, and leaves drafts of the
 * company's tagline and a product page's title; the second start must change nothing, and the
 * renamed service's old address must answer 308 to its new one.
 */
function expectSeededOnceAndKept(env: Env) {
  const first = start(env, 'edit');
  const second = start(env);

  // Every page's record and sections as content/ has them (the CMS's blocks hold every field of
  // the sections' types), but the home page's headline the editor changed; the editor's draft of
  // a product page stays a draft. (Payload adds ids to the blocks kept in its shape.)
  const [home, ...others] = second.pages.map(pageFromCms);
  expect(others).toMatchObject(seedPages.slice(1));
  const appraisal = seedPages.find((page) => page.path === '/products/appraisal360')!;
  expect(second.drafts.map(pageFromCms)).toMatchObject([
    { ...appraisal, title: 'Appraisal360, draft' },
  ]);
  const seedHome = seedPages[0]!;
  expect(home).toMatchObject({
    ...seedHome,
    blocks: seedHome.blocks!.map((block) =>
      block.kind === 'heroSlider'
        ? { ...block, heading: { ...heroHeading, lead: 'Staffing, edited' } }
        : block,
    ),
  });
  // Stored as the seed writes them (Payload adds ids and dates).
  expect(second.policies).toMatchObject(seedPolicies);

  const services = bySlug(second.services);
  expect(Object.keys(services).sort()).toEqual(
    seedServices
      .map((service) => service.slug)
      .filter((slug) => slug !== 'internet-of-things')
      .map((slug) => (slug === 'payroll-services' ? 'payroll-and-compliance' : slug))
      .sort(),
  );
  const edited = ['internet-of-things', 'it-staffing', 'payroll-services', 'executive-search'];
  for (const service of seedServices) {
    if (edited.includes(service.slug)) continue;
    expect(serviceFromCms(services[service.slug]!)).toEqual(service);
  }
  expect(services['it-staffing']!.title).toBe('IT Staffing, edited');
  // The scheduled draft stayed a draft until its time, then the content watcher's tick published it.
  expect(first.scheduled).toEqual({
    beforeDue: 'Executive Search',
    afterDue: 'Executive Search, scheduled',
  });
  expect(services['executive-search']!.title).toBe('Executive Search, scheduled');
  expect(services['payroll-and-compliance']!.formerSlugs).toEqual(['payroll-services']);

  const routes = { paths: new Set(second.routes.paths), moved: new Map(second.routes.moved) };
  expect(decideRoute('/services/payroll-services', '?from=mail', routes)).toEqual({
    kind: 'redirect',
    location: '/services/payroll-and-compliance?from=mail',
    status: 308,
  });
  expect(decideRoute('/services/payroll-and-compliance', '', routes)).toEqual({ kind: 'next' });
  expect(decideRoute('/services/internet-of-things', '', routes)).toMatchObject({ status: 307 });
  // The editor's phone number published, their tagline a draft on top.
  expect(second.company).toMatchObject({ ...seedCompany(), phone: '+91 90000 00000' });
  expect(second.companyDraft).toMatchObject({
    ...seedCompany(),
    phone: '+91 90000 00000',
    tagline: 'A draft tagline',
    _status: 'draft',
  });
  expect(companyFromCms(second.company)).toEqual({ ...seedCompanyFacts, phone: '+91 90000 00000' });
  expect(chatFromCms(second.chat)).toEqual({ ...seedChat, welcome: 'Namaste! How can we help?' });
  // The categories and industries in their order; a category no longer names the deleted service.
  const categories = second.categories.map(categoryFromCms);
  expect(categories).toEqual(
    seedCategories.map((category) => ({
      record: expect.any(Number),
      ...category,
      items: category.items
        .filter((slug) => slug !== 'internet-of-things')
        .map((slug) => (slug === 'payroll-services' ? 'payroll-and-compliance' : slug)),
    })),
  );
  expect(
    second.industries.map(({ slug, name, icon, text }) => ({ slug, name, icon, text })),
  ).toEqual(seedIndustries);
  // The stored menus, with the deleted service gone from them.
  const navigation = navigationFromCms(
    second.navigation,
    second.services.map(serviceFromCms),
    categories,
  );
  expect(navigation.menu.main).toEqual(mainMenu);
  expect(navigation.footer.company).toEqual(footerLinks.company);
  expect(navigation.menu.services.groups.flatMap((group) => group.items)).not.toContainEqual(
    expect.objectContaining({ href: '/services/internet-of-things' }),
  );
  // Nothing doubled by the second start.
  expect(second.pages).toHaveLength(first.pages.length);
  expect(second.services.map((s) => s.id)).toEqual(first.services.map((s) => s.id));
}

jest.setTimeout(240_000);

it('publishes every content/ record once on SQLite and never overwrites an editor’s work', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-seed-'));
  try {
    expectSeededOnceAndKept({ DATA_DIR: dataDir, DATABASE_URL: '' });
    // Editors' addresses and password hashes: for the site's user only, whatever the umask.
    expect((statSync(path.join(dataDir, 'cms.db')).mode & 0o777).toString(8)).toBe('600');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

itWithPostgres('does the same on PostgreSQL', async () => {
  const database = await freshDatabase();
  try {
    expectSeededOnceAndKept({ DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
});
