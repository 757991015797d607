import 'server-only';
import { servicePageRecord, type PageRecord } from '@/content/pages';
import type { OwnPage } from '@/content/page-sections';
import type { Industry } from '@/content/industries';
import { products, type ProductSlug } from '@/content/products';
import type { ServiceCategory } from '@/content/services';
import type { IconName, ProductScreen, ServicePage } from '@/content/types';
import type { Policy } from '@/cms/payload-types';
import { isDraftMode } from './draft';
import { categoryFromCms, pageFromCms, serviceFromCms } from './from-cms';

/**
 * What the public pages read: the CMS's published records (drafts only in an editor's preview), in
 * the types the section components take; `next build` reads a store seeded for it
 * (scripts/build.mjs). The seed is never shown in its place: a record that cannot be read or found
 * is an error, which the request's error log and the error-burst alert report (instrumentation.ts),
 * and a page regenerated in the background keeps its last render.
 */

const published = { draft: false, overrideAccess: true, depth: 0 } as const;
/** A service's category, read with its slug only. */
const withCategory = { depth: 1, populate: { 'service-categories': { slug: true } } } as const;

/**
 * How one page reads its record: the published version, or the latest draft while a logged-in
 * editor previews (lib/cms/draft.ts), with its social image (depth 1). Lists (menus, the sitemap)
 * always read published records, without pictures.
 */
async function readFor(): Promise<{ options: object; status: object }> {
  return (await isDraftMode())
    ? { options: { ...published, depth: 1, draft: true }, status: {} }
    : { options: { ...published, depth: 1 }, status: { _status: { equals: 'published' } } };
}

/** Loaded on first use: a module that only imports this one (the proxy, a unit test) needs no CMS. */
const cms = async () => (await import('./payload')).cms();

/** The published services, in the order of the menu (content/services's order for seeded ones). */
export async function listServices(): Promise<readonly ServicePage[]> {
  const { docs } = await (
    await cms()
  ).find({
    collection: 'services',
    ...published,
    ...withCategory,
    where: { _status: { equals: 'published' } },
    sort: 'id',
    limit: 200,
    pagination: false,
  });
  return docs.map(serviceFromCms);
}

/** The published service with this slug (case-insensitive, as route matching is). */
export async function getService(slug: string): Promise<ServicePage | undefined> {
  const wanted = slug.toLowerCase();
  const read = await readFor();
  const { docs } = await (
    await cms()
  ).find({
    collection: 'services',
    ...read.options,
    populate: withCategory.populate,
    where: { slug: { equals: wanted }, ...read.status },
    limit: 1,
  });
  return docs[0] && serviceFromCms(docs[0]);
}

/** A service category as the site shows it, with its record's id (a menu column names it). */
export type PublishedCategory = ServiceCategory & { record: number };

/** The published service categories, in their order: the tabs of /services, the menu's columns. */
export async function listServiceCategories(): Promise<readonly PublishedCategory[]> {
  const { docs } = await (
    await cms()
  ).find({
    collection: 'service-categories',
    ...published,
    depth: 1,
    populate: { services: { slug: true } },
    where: { _status: { equals: 'published' } },
    sort: '_order',
    pagination: false,
  });
  return docs.map(categoryFromCms);
}

/** The published industries, in their order: /industries's cards, the case studies' sectors. */
export async function listIndustries(): Promise<readonly Industry[]> {
  const { docs } = await (
    await cms()
  ).find({
    collection: 'industries',
    ...published,
    where: { _status: { equals: 'published' } },
    sort: '_order',
    pagination: false,
  });
  return docs.map(({ slug, name, icon, text }) => ({ slug, name, icon, text }));
}

/** A published policy: privacy, terms or cookies. */
export async function getPolicy(slug: string): Promise<Policy> {
  const read = await readFor();
  const { docs } = await (
    await cms()
  ).find({
    collection: 'policies',
    ...read.options,
    where: { slug: { equals: slug }, ...read.status },
    limit: 1,
  });
  if (!docs[0]) throw new Error(`The ${slug} policy is not published`);
  return docs[0];
}

async function listOwnPages(): Promise<readonly PageRecord[]> {
  const { docs } = await (
    await cms()
  ).find({
    collection: 'pages',
    ...published,
    where: { _status: { equals: 'published' } },
    sort: 'id',
    limit: 500,
    pagination: false,
  });
  return docs.map(pageFromCms);
}

const isProductPage = (page: PageRecord) => page.path.startsWith('/products/');

/** Every published page's record: pages of their own, then services, then the product pages. */
export async function listPages(): Promise<readonly PageRecord[]> {
  const [own, services] = await Promise.all([listOwnPages(), listServices()]);
  return [
    ...own.filter((page) => !isProductPage(page)),
    ...services.map(servicePageRecord),
    ...own.filter(isProductPage),
  ];
}

/** The record of a page of its own (its file is in app/), published or in an editor's preview. */
export async function getOwnPage(path: string): Promise<OwnPage> {
  const read = await readFor();
  const { docs } = await (
    await cms()
  ).find({
    collection: 'pages',
    ...read.options,
    where: { path: { equals: path }, ...read.status },
    limit: 1,
  });
  if (!docs[0]) throw new Error(`The page ${path} is not published`);
  return pageFromCms(docs[0]);
}

/** A product as its card on /products and its menu entry show it. */
export type ProductSummary = {
  slug: ProductSlug;
  icon: IconName;
  /** Its page's title. */
  name: string;
  tagline: string;
  summary: string;
  /** The titles of its page's features. */
  features: readonly string[];
  /** Its page's screens' sample data (a screen missing shows the seed's). */
  screenData: readonly ProductScreen[];
};

function productCard(page: OwnPage) {
  if (!page.product) throw new Error(`The page ${page.path} has no product card`);
  return page.product;
}

/**
 * The products in display order (content/products.ts: their addresses and icons are the
 * design's), each with its page's copy: published, or the latest draft in an editor's preview.
 */
export async function listProducts(): Promise<readonly ProductSummary[]> {
  return Promise.all(
    products.map(async ({ slug, icon }) => {
      const page = await getOwnPage(`/products/${slug}`);
      const features = page.blocks?.find(
        (section) => section.blockType === 'section' && section.design === 'product-features',
      );
      return {
        slug,
        icon,
        name: page.title,
        ...productCard(page),
        features: (features?.blockType === 'section' ? (features.items ?? []) : []).map(
          (item) => item.title,
        ),
        screenData: page.screenData ?? [],
      };
    }),
  );
}
