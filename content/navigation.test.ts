import { footerLinks, mainMenu, servicesMenu } from './navigation';
import { getPage } from './pages';

describe('navigation comes from the page records', () => {
  it('lists the main menu, named by each page record', () => {
    expect(mainMenu.map((entry) => entry.href)).toEqual([
      '/',
      '/about',
      '/services',
      '/products',
      '/industries',
      '/careers',
      '/contact',
    ]);
    expect(mainMenu.map((entry) => entry.name)).toEqual([
      'Home',
      'About',
      'Services',
      'Products',
      'Industries',
      'Careers',
      'Contact',
    ]);
    for (const entry of mainMenu)
      expect(entry.name).toBe(getPage(entry.href).menuLabel ?? getPage(entry.href).title);
  });

  it('gives every services menu group a slug id, usable in HTML ids', () => {
    const ids = servicesMenu.groups.map((group) => group.id);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the footer company and legal links by their page titles', () => {
    expect(footerLinks.company).toEqual([
      { name: 'About Us', href: '/about' },
      { name: 'Case Studies', href: '/case-studies' },
      { name: 'Insights', href: '/insights' },
      { name: 'Careers', href: '/careers' },
      { name: 'Contact Us', href: '/contact' },
    ]);
    expect(footerLinks.legal.map((link) => link.name)).toEqual([
      'Privacy Policy',
      'Terms of Service',
      'Cookies Policy',
      'Data Requests',
    ]);
  });
});

describe('product page records', () => {
  const sectionIds = (path: string) => getPage(path).sections.map((section) => section.id);

  it('list every section the product pages render, so side dots and tests see them', () => {
    expect(sectionIds('/products/appraisal360')).toEqual([
      'hero',
      'content',
      'screens',
      'how-it-works',
      'results',
      'cta',
    ]);
    expect(sectionIds('/products/hrms')).toEqual([
      'hero',
      'content',
      'screens',
      'why-cloud',
      'cta',
    ]);
  });
});
