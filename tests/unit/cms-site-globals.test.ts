// How the site reads the CMS's company, navigation and chat globals and a page's social image
// (lib/cms/company.ts, lib/cms/navigation.ts, lib/cms/chat.ts, lib/cms/social-image.ts): a seeded
// store shows exactly today's facts, menus and chat, and what an editor publishes changes them.
import type { Chat, Company, Media, Navigation } from '@/cms/payload-types';
import { seedChat, seedCompany, seedNavigation } from '@/cms/seed/records';
import { GET as chatCopyRoute } from '@/app/api/chat/route';
import { company } from '@/content/company';
import { footerLinks, mainMenu, productsMenu, servicesMenu } from '@/content/navigation';
import { servicePages } from '@/content/services';
import type { ServicePage } from '@/content/types';
import { companyFromCms } from '@/lib/cms/company';
import { navigationFromCms } from '@/lib/shared/site-navigation';
import { socialImageFromCms } from '@/lib/cms/social-image';
import { listServiceCategories, seededCategoryIds } from './fixtures/seeded-content';

// The globals as Payload's Local API answers them (lib/cms/global.ts), by slug; the seeded ones
// where a test sets none.
const mockGlobals: Record<string, unknown> = {};
jest.mock('@/lib/cms/global', () => ({
  readGlobal: async (slug: string) =>
    mockGlobals[slug] ?? jest.requireActual('./fixtures/seeded-globals').readGlobal(slug),
}));

const stored = { id: 1, updatedAt: '2026-11-26T10:00:00.000Z', globalType: 'company' };

describe('the company global', () => {
  const published = { ...stored, ...seedCompany(), _status: 'published' } as Company;

  it('maps the seeded global back to content/company.ts, brand colours included', () => {
    expect(companyFromCms(published)).toEqual(company);
  });

  it('shows the phone number an editor published', () => {
    expect(companyFromCms({ ...published, phone: '+91 90000 00000' }).phone).toBe(
      '+91 90000 00000',
    );
  });
});

describe('the navigation global', () => {
  const seeded = seedNavigation(seededCategoryIds) as Navigation;
  let categories: Awaited<ReturnType<typeof listServiceCategories>>;
  beforeAll(async () => {
    categories = await listServiceCategories();
  });
  const newService: ServicePage = {
    ...servicePages.find((service) => service.slug === 'application-support')!,
    slug: 'cloud-migration',
    menuLabel: 'Cloud Migration',
    summary: 'Moving applications to the cloud without downtime.',
  };

  it('maps the seeded global and the seeded services to today’s menus and footer links', () => {
    expect(navigationFromCms(seeded, servicePages, categories)).toEqual({
      menu: { main: mainMenu, services: servicesMenu, products: productsMenu },
      footer: footerLinks,
    });
  });

  it('lists a new published service in its category’s column, after the listed ones', () => {
    const { menu } = navigationFromCms(seeded, [...servicePages, newService], categories);
    const technology = menu.services.groups.find((group) => group.id === 'technology')!;
    expect(technology.items.at(-1)).toEqual({
      name: 'Cloud Migration',
      href: '/services/cloud-migration',
      description: 'Moving applications to the cloud without downtime.',
    });
    expect(technology.items).toHaveLength(
      servicesMenu.groups.find((group) => group.id === 'technology')!.items.length + 1,
    );
  });

  it('leaves out services named so, and services that are not published', () => {
    const leftOut = {
      ...seeded,
      leftOut: [...(seeded.leftOut ?? []), { slug: 'cloud-migration' }],
    };
    const published = [...servicePages, newService].filter(
      (service) => service.slug !== 'it-staffing',
    );
    const { menu, footer } = navigationFromCms(leftOut, published, categories);
    const hrefs = [
      ...menu.services.groups.flatMap((group) => [group.featured, ...group.items]),
      ...footer.solutions,
    ].map((link) => link?.href);
    expect(hrefs).not.toContain('/services/cloud-migration');
    expect(hrefs).not.toContain('/services/it-staffing');
    expect(menu.services.groups.find((group) => group.id === 'talent')).not.toHaveProperty(
      'featured',
    );
  });

  it('names a service link after the published service', () => {
    const renamed = servicePages.map((service) =>
      service.slug === 'digital-marketing'
        ? { ...service, menuLabel: 'Growth Marketing' }
        : service,
    );
    const { footer } = navigationFromCms(seeded, renamed, categories);
    expect(footer.solutions.map((link) => link.name)).toContain('Growth Marketing');
  });
});

describe('a page’s social image', () => {
  const media = {
    id: 7,
    alt: 'Our team at the Hyderabad office',
    filename: 'team.webp',
    mimeType: 'image/webp',
    width: 2400,
    height: 1600,
    updatedAt: '',
    createdAt: '',
    sizes: {
      social: { filename: 'team-1200x630.webp', mimeType: 'image/webp', width: 1200, height: 630 },
    },
  } satisfies Media;

  it('is the upload’s 1200 × 630 crop, served by the site’s media route, with its alt text', () => {
    expect(socialImageFromCms(media)).toEqual({
      url: '/api/media/team-1200x630.webp',
      width: 1200,
      height: 630,
      alt: 'Our team at the Hyderabad office',
      type: 'image/webp',
    });
  });

  it('is the upload itself when it was too small to crop', () => {
    const small = { ...media, width: 800, height: 420, sizes: { social: { filename: null } } };
    expect(socialImageFromCms(small)).toMatchObject({ url: '/api/media/team.webp', width: 800 });
  });

  it('is nothing when the field is empty or not read with its picture', () => {
    expect(socialImageFromCms(null)).toBeUndefined();
    expect(socialImageFromCms(7)).toBeUndefined();
  });
});

describe('the chat global', () => {
  const published = { ...stored, globalType: 'chat', ...seedChat, _status: 'published' } as Chat;
  const panelCopy = async () => (await chatCopyRoute()).json();
  afterEach(() => {
    for (const slug of Object.keys(mockGlobals)) delete mockGlobals[slug];
  });

  it('hands the panel the greeting an editor published, titled with the company’s published facts and hours', async () => {
    mockGlobals.chat = { ...published, welcome: 'Namaste! How can we help?' };
    const officeHours = {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Saturday'],
      opens: '09:30',
      closes: '19:00',
    };
    mockGlobals.company = {
      ...stored,
      ...seedCompany(),
      name: 'Northstar Talent',
      officeHours,
      _status: 'published',
    };
    expect(await panelCopy()).toEqual({
      ...seedChat,
      welcome: 'Namaste! How can we help?',
      title: 'Northstar Talent',
      phone: company.phone,
      hours: 'Monday - Wednesday, Saturday, 9:30 AM - 7:00 PM IST',
      officeHours,
    });
  });
});
