import type { Block, Card, Group, ServicePage, Stat, Step } from '@/content/types';
import {
  getServiceCategory,
  getServicePage,
  megaMenuCategories,
  megaMenuItems,
  serviceCatalogue,
  servicePages,
} from '@/content/services';
import { servicePageNames } from '@/content/service-names';

const pages: readonly ServicePage[] = servicePages;
const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const allowedPaths = new Set([
  '/',
  '/about',
  '/services',
  '/products',
  '/products/appraisal360',
  '/products/hrms',
  '/industries',
  '/careers',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies-policy',
  ...pages.map((p) => `/services/${p.slug}`),
]);

/** All text of a page, for checking that required copy is present. */
function pageText(page: ServicePage): string {
  return JSON.stringify(page);
}

function block(slug: string, id: string): Block {
  const found = getServicePage(slug)?.blocks.find((b) => b.id === id);
  if (!found) throw new Error(`missing block ${slug}#${id}`);
  return found;
}

function titles(b: Block): string[] {
  if (b.kind === 'prose') return [];
  const items: readonly (string | Card | Step | Group | Stat)[] = b.items;
  return items.map((item) =>
    typeof item === 'string' ? item : 'title' in item ? item.title : item.value,
  );
}

describe('service pages', () => {
  it('has 13 unique slugs in the expected order', () => {
    const slugs = pages.map((p) => p.slug);
    expect(slugs).toEqual([
      'permanent-staffing',
      'contract-staffing',
      'it-staffing',
      'executive-search',
      'payroll-services',
      'localization-staffing',
      'application-development',
      'application-support',
      'internet-of-things',
      'digital-marketing',
      'artificial-intelligence',
      'robotics-process-automation',
      'business-excellence',
    ]);
    expect(new Set(slugs).size).toBe(13);
  });

  it('resolves every catalogue item, featured slug and mega-menu item', () => {
    expect(serviceCatalogue.map((c) => c.name)).toEqual([
      'Talent Solutions',
      'Technology Solutions',
      'Training',
      'Consulting',
    ]);
    for (const category of serviceCatalogue) {
      if (category.featured) expect(getServicePage(category.featured)?.category).toBe(category.id);
      for (const slug of category.items) expect(getServicePage(slug)?.category).toBe(category.id);
      expect(getServiceCategory(category.id)).toBe(category);
    }
    for (const id of megaMenuCategories) {
      const items = getServiceCategory(id)?.items ?? [];
      for (const slug of megaMenuItems[id]) expect(items).toContain(slug);
    }
    const listed = serviceCatalogue.flatMap((c) => [
      ...(c.featured ? [c.featured] : []),
      ...c.items,
    ]);
    expect(new Set(listed)).toEqual(new Set(pages.map((p) => p.slug)));
  });

  it('looks pages up case-insensitively and returns undefined for unknown slugs', () => {
    expect(getServicePage('IT-Staffing')?.slug).toBe('it-staffing');
    expect(getServicePage('nope')).toBeUndefined();
  });

  it.each(pages.map((p) => [p.slug, p] as const))(
    '%s has valid blocks, metadata and links',
    (_slug, page) => {
      const ids = page.blocks.map((b) => b.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        expect(id).toMatch(kebab);
        expect(['hero', 'cta', 'why-choose']).not.toContain(id);
      }
      expect(page.blocks.length).toBeGreaterThanOrEqual(3);
      expect(page.blocks.length).toBeLessThanOrEqual(6);
      expect(page.metaDescription.length).toBeGreaterThanOrEqual(50);
      expect(page.metaDescription.length).toBeLessThanOrEqual(170);
      expect(page.cta.primary).toEqual({ label: 'Schedule a Consultation', href: '/contact' });
      const secondary = new URL(page.cta.secondary?.href ?? '', 'http://site');
      expect(allowedPaths.has(secondary.pathname)).toBe(true);
      const category = secondary.searchParams.get('category');
      if (category !== null) expect(getServiceCategory(category)).toBeDefined();
      expect(pageText(page)).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    },
  );

  it('labels RPA as Process Automation in menus', () => {
    expect(getServicePage('robotics-process-automation')?.menuLabel).toBe('Process Automation');
  });

  it('names each page with one of the enquiry form’s service page names, each used once', () => {
    expect(pages.map((p) => p.enquiryName).sort()).toEqual([...servicePageNames].sort());
  });
});

describe('copy the company asked for', () => {
  it('digital marketing carries the performance claims and all channels', () => {
    const text = pageText(getServicePage('digital-marketing')!);
    for (const figure of ['+150%', '+80%', '+200%', '3.5x']) expect(text).toContain(figure);
    expect(titles(block('digital-marketing', 'channels'))).toHaveLength(10);
  });

  it('application development claims 100% customer satisfaction', () => {
    expect(titles(block('application-development', 'results'))).toContain('100%');
    expect(titles(block('application-development', 'technologies'))).toEqual([
      'Frontend',
      'Backend',
      'Mobile',
      'Database & Cloud',
    ]);
  });

  it('payroll services mentions the employer of record and its activity lists', () => {
    expect(pageText(getServicePage('payroll-services')!).toLowerCase()).toContain(
      'employer of record',
    );
    expect(titles(block('payroll-services', 'activities'))).toEqual([
      'One-time Activities',
      'Recurring Activities',
      'Reports / MIS',
    ]);
  });

  it('permanent staffing has the single-window process and the five approach items', () => {
    expect(titles(block('permanent-staffing', 'process'))).toEqual([
      'Resume Processing',
      'Assessment',
      'Negotiation',
      'Onboarding',
    ]);
    expect(titles(block('permanent-staffing', 'offerings'))).toHaveLength(5);
    expect(titles(block('permanent-staffing', 'approach'))).toEqual([
      'Rigorous Assessment',
      'Deep Understanding',
      'Strategic Sourcing',
      'Expert Screening',
      'Rich Talent Pool',
    ]);
  });

  it('permanent and contract staffing share the why-choose block', () => {
    const why = getServicePage('permanent-staffing')?.whyChoose;
    expect(why?.items.map((c) => c.title)).toEqual([
      'Industry Expertise',
      'Quality Screening',
      'Fast Turnaround',
      'Cost-Effective',
    ]);
    expect(getServicePage('contract-staffing')?.whyChoose).toBe(why);
  });

  it('IT staffing lists ten role groups and a five-step process', () => {
    expect(titles(block('it-staffing', 'roles'))).toHaveLength(10);
    const process = block('it-staffing', 'process');
    expect(process.kind).toBe('steps');
    expect(titles(process)).toHaveLength(5);
  });

  it('executive search has four capability groups of four bullets', () => {
    const groups = block('executive-search', 'capabilities');
    expect(groups.kind).toBe('groups');
    if (groups.kind !== 'groups') return;
    expect(groups.items.map((g) => g.title)).toEqual([
      'Leadership Assessment',
      'Industry Knowledge',
      'Executive Network',
      'Search Process',
    ]);
    for (const g of groups.items) expect(g.items).toHaveLength(4);
  });

  // The company's four points, in the site's Indian English spelling.
  it('business excellence covers the four points', () => {
    expect(titles(block('business-excellence', 'pillars'))).toEqual([
      'Strategic Planning and Execution',
      'Business Process Optimisation',
      'Organisational Transformation',
      'Performance Analytics',
    ]);
  });

  it('application support offers phone, email and live chat', () => {
    expect(titles(block('application-support', 'channels'))).toEqual([
      'Phone',
      'Email',
      'Live Chat',
    ]);
  });
});
