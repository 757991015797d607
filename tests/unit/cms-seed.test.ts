// The CMS's store through its life, on SQLite and on PostgreSQL: a new store holds today's
// content/ records, published (cms/seed); starting again changes nothing, and an editor's change
// or deletion stays. The editor's uploads live in DATA_DIR on SQLite and in the database on
// PostgreSQL (cms/media-files.ts); `npm run backup` takes the pictures and the edited records, the
// store is wiped, `npm run restore` brings both back, and a deletion removes the files. One store
// serves both stories: each start of the CMS costs seconds of CPU.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
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
import type { Pictures } from './fixtures/cms-media-actions';
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
  pictures: Pictures;
};

type Action = 'edit' | 'upload' | 'delete-pictures';

/**
 * Starts the CMS on this store (seeding it), does the actions (tests/unit/fixtures/cms-run.ts) and
 * returns what is published and the pictures.
 */
function start(env: Env, ...actions: Action[]): Published {
  const output = path.join(mkdtempSync(path.join(tmpdir(), 'cms-run-')), 'published.json');
  const run = spawnSync(
    'node_modules/.bin/tsx',
    // The site's store (lib/store) is server-only code.
    ['--conditions=react-server', 'tests/unit/fixtures/cms-run.ts', output, ...actions],
    {
      // No PAYLOAD_SECRET: the CMS keeps its own in the site's store (cms/secret.ts), as a
      // server's does, and the backup takes it along.
      env: { ...process.env, PAYLOAD_SECRET: '', ...env },
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`The CMS did not start:\n${run.stdout}\n${run.stderr}`);
  return JSON.parse(readFileSync(output, 'utf8')) as Published;
}

const bySlug = (services: Service[]) => Object.fromEntries(services.map((s) => [s.slug, s]));

function npm(script: 'backup' | 'restore', args: string[], env: Env) {
  const run = spawnSync('node', [`scripts/${script}.mjs`, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout;
}

/**
 * Starts the CMS twice on a new store: the first start seeds it and an editor changes a service,
 * renames another's slug, schedules a draft of a third for publication, deletes a fourth, changes
 * the home page's headline, the phone number and the chat's greeting, leaves drafts of the
 * company's tagline and a product page's title, and uploads a picture; the second start must
 * change nothing, and the renamed service's old address must answer 308 to its new one. Then the
 * store is backed up, wiped with `wipe` and restored, and a third start finds all of it again.
 */
async function expectSeededKeptAndRestored(env: Env, wipe: () => Promise<Env>) {
  const first = start(env, 'edit', 'upload');
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
      block.blockType === 'heroSlider'
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
    expect(serviceFromCms(services[service.slug]!)).toMatchObject(service);
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

  // The upload: the original (made a WebP) and its two sizes, each found by its name with its
  // type and bytes; the replaced picture's files are gone.
  const [original, ...sizes] = first.pictures.names;
  expect(original).toBe('team.webp');
  expect(first.pictures.files[original!]).toMatchObject({ mimeType: 'image/webp', head: 'RIFF' });
  expect(sizes).toEqual(['team-800x450.png', 'team-1200x630.png']);
  for (const size of sizes)
    expect(first.pictures.files[size]).toMatchObject({ mimeType: 'image/png', head: '\x89PNG' });
  expect(first.pictures.stored).toEqual([...first.pictures.names].sort());
  expect(second.pictures).toEqual(first.pictures);

  const backup = path.join(mkdtempSync(path.join(tmpdir(), 'cms-backup-')), 'backup');
  npm('backup', [backup], env);
  const after = await wipe();
  npm('restore', [backup], after);
  const restored = start(after, 'delete-pictures');
  // Every record and draft as before the backup, every picture's bytes.
  expect({ ...restored, pictures: undefined }).toEqual({ ...second, pictures: undefined });
  expect(restored.pictures.files).toEqual(first.pictures.files);
  // Deleting the picture (after reading it) deletes its files.
  expect(restored.pictures.stored).toEqual([]);
}

jest.setTimeout(300_000);

it('publishes every content/ record once on SQLite, never overwrites an editor’s work, keeps uploads in DATA_DIR, and backup and restore bring it all back', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-seed-'));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    await expectSeededKeptAndRestored(env, async () => {
      // Editors' addresses and password hashes: for the site's user only, whatever the umask.
      expect((statSync(path.join(dataDir, 'cms.db')).mode & 0o777).toString(8)).toBe('600');
      rmSync(dataDir, { recursive: true, force: true });
      return env;
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

itWithPostgres(
  'does the same on PostgreSQL, with the uploads in the database, nothing under DATA_DIR, restored into a new database',
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-seed-'));
    const first = await freshDatabase();
    const second = await freshDatabase();
    try {
      await expectSeededKeptAndRestored(
        { DATA_DIR: dataDir, DATABASE_URL: first.url },
        async () => {
          expect(readdirSync(dataDir)).toEqual([]);
          await first.drop();
          return { DATA_DIR: dataDir, DATABASE_URL: second.url };
        },
      );
      expect(existsSync(dataDir) && readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await Promise.all([first.drop(), second.drop()]);
    }
  },
);
