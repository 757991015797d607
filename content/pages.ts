import { company } from './company';
import { dataRequestPage } from './data-protection';
import { homeMeta } from './home';
import { products } from './products';
import { servicePages } from './services';
import type { Page } from '../cms/payload-types';
import type { Block, FromCms, ServicePage, SocialImage, With } from './types';

export type PageSection = { id: string; label: string };

/**
 * One record per page (cms/collections/pages.ts): the single source for navigation, metadata,
 * the sitemap, the proxy's list of known paths and the tests. Its title is shown as
 * '{title} | {company}' unless `absoluteTitle` is set; `menuLabel` is a shorter name for the main
 * menu; `socialImage` the editor's picture for social cards (the generated card otherwise).
 */
export type PageRecord = With<
  FromCms<Omit<Page, 'blocks' | 'screenData'>>,
  { sections: readonly PageSection[]; socialImage?: SocialImage }
>;

const hero: PageSection = { id: 'hero', label: 'Introduction' };
const cta: PageSection = { id: 'cta', label: 'Get in touch' };

/** The pages of their own (the CMS's pages collection); service and product pages follow. */
export const staticPages: readonly PageRecord[] = [
  {
    path: '/',
    title: homeMeta.title,
    menuLabel: 'Home',
    absoluteTitle: `${company.name} | ${homeMeta.title}`,
    description: homeMeta.description,
    sections: [
      hero,
      { id: 'about', label: 'About us' },
      { id: 'testimonials', label: 'Testimonials' },
      cta,
    ],
    priority: 1,
    changeFrequency: 'weekly',
  },
  {
    path: '/about',
    title: 'About Us',
    menuLabel: 'About',
    description:
      'Business applications, solutions and deep industry experience: meet the Hyderabad consulting firm behind staffing, technology and training for growing organisations.',
    sections: [
      hero,
      { id: 'about', label: 'Our story' },
      { id: 'values', label: 'Core values' },
      { id: 'expertise', label: 'Industry experience' },
    ],
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/services',
    title: 'Our Services',
    menuLabel: 'Services',
    description:
      'Talent solutions, technology services, training and consulting: permanent, contract and IT staffing, application development, digital marketing, AI and automation.',
    sections: [hero, { id: 'services', label: 'Services' }, cta],
    priority: 0.9,
    changeFrequency: 'monthly',
  },
  {
    path: '/products',
    title: 'Our Products',
    menuLabel: 'Products',
    description:
      'HR software built from our staffing practice: Appraisal360 for AI-assisted performance reviews and a cloud HRMS for payroll, attendance and the whole employee lifecycle.',
    sections: [hero, { id: 'products', label: 'Products' }, cta],
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/industries',
    title: 'Industries We Serve',
    menuLabel: 'Industries',
    description:
      'Executive hiring and staffing for education, automobile, banking, construction, FMCG, manufacturing, healthcare, IT, oil and gas and telecom organisations across India.',
    sections: [
      hero,
      { id: 'overview', label: 'Overview' },
      { id: 'industries', label: 'Industries' },
      cta,
    ],
    priority: 0.7,
    changeFrequency: 'monthly',
  },
  {
    path: '/careers',
    title: 'Careers',
    description:
      'Search open jobs in IT, consulting and business roles with our clients and our own team, and apply online with your resume in a few minutes.',
    sections: [
      hero,
      { id: 'benefits', label: 'Why join us' },
      { id: 'positions', label: 'Open positions' },
      cta,
    ],
    priority: 0.9,
    changeFrequency: 'daily',
  },
  {
    path: '/contact',
    title: 'Contact Us',
    menuLabel: 'Contact',
    description: `Call, WhatsApp or write to ${company.name} in Hyderabad, Telangana, or send an enquiry about staffing, consulting, technology or training and hear back within one business day.`,
    sections: [hero, { id: 'form', label: 'Enquiry form' }],
    priority: 0.8,
    changeFrequency: 'yearly',
  },
  {
    path: '/insights',
    title: 'Insights',
    description:
      'Articles from our staffing, payroll and technology practices in Hyderabad: hiring plans, payroll compliance across states, automation and digital work that pays back.',
    sections: [hero, { id: 'articles', label: 'Articles' }],
    priority: 0.7,
    changeFrequency: 'weekly',
  },
  {
    path: '/case-studies',
    title: 'Case Studies',
    description:
      'Client stories in figures: engineering teams staffed, payroll run on time across states, services put online, for companies across India by our Hyderabad team.',
    sections: [hero, { id: 'stories', label: 'Client stories' }, cta],
    priority: 0.7,
    changeFrequency: 'weekly',
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description: `How ${company.name} collects, uses, protects and retains personal data from enquiries and job applications, and the rights you have over it.`,
    sections: [],
    priority: 0.3,
    changeFrequency: 'yearly',
  },
  {
    path: '/data-requests',
    title: dataRequestPage.title,
    description: `Ask ${company.name} for a copy of your personal data, to correct or erase it, or withdraw your consent to keep your resume: a form that answers with a reference number.`,
    sections: [hero, { id: 'form', label: 'Request form' }],
    priority: 0.3,
    changeFrequency: 'yearly',
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description: `The terms that govern use of the ${company.name} website and our staffing, recruitment and consulting services for clients and candidates.`,
    sections: [],
    priority: 0.3,
    changeFrequency: 'yearly',
  },
  {
    path: '/cookies-policy',
    title: 'Cookies Policy',
    description: `What cookies and browser storage the ${company.name} website uses, why, and how to accept, decline or customise them.`,
    sections: [],
    priority: 0.3,
    changeFrequency: 'yearly',
  },
];

/** One section per content block, in page order, labelled with its heading. */
const blockSections = (blocks: readonly Block[]): PageSection[] =>
  blocks.map((block) => ({ id: block.anchor, label: block.heading }));

/** A service page's record, made from its service. */
export const servicePageRecord = (service: ServicePage): PageRecord => ({
  path: `/services/${service.slug}`,
  title: service.title,
  description: service.metaDescription,
  sections: [
    hero,
    ...blockSections(service.blocks),
    ...(service.whyChoose ? [{ id: 'why-choose', label: service.whyChoose.heading }] : []),
    cta,
  ],
  priority: 0.8,
  changeFrequency: 'monthly',
  ...(service.socialImage && { socialImage: service.socialImage }),
});

const servicePageRecords: readonly PageRecord[] = servicePages.map(servicePageRecord);

export const productPageRecords: readonly PageRecord[] = products.map((product) => ({
  path: `/products/${product.slug}`,
  title: product.name,
  description: product.metaDescription,
  product: { tagline: product.tagline, summary: product.summary },
  sections: [
    hero,
    { id: 'content', label: 'Features' },
    { id: 'screens', label: 'Product tour' },
    ...blockSections(product.blocks ?? []),
    cta,
  ],
  priority: 0.7,
  changeFrequency: 'monthly',
}));

export const pages: readonly PageRecord[] = [
  ...staticPages,
  ...servicePageRecords,
  ...productPageRecords,
];

export function getPage(path: string): PageRecord {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page record for ${path}`);
  return page;
}
