import type { Payload } from 'payload';
import { pageToCms, serviceToCms } from './to-cms';
import {
  seedCategories,
  seedChat,
  seedCompany,
  seedIndustries,
  seedNavigation,
  seedPages,
  seedPolicies,
  seedServices,
} from './records';

type SeedRecord = { key: string; put: (payload: Payload) => Promise<unknown> };

const published = { _status: 'published' } as const;

type Seeded = 'pages' | 'services' | 'policies' | 'service-categories' | 'industries';
/** A record's data, or how to make it from the records seeded before it (their ids). */
type Data = object | ((payload: Payload) => Promise<object>);

/** Creates a document unless one with this unique value exists (another instance's seed). */
function createOnce(collection: Seeded, field: string, value: string, data: Data) {
  return async (payload: Payload) => {
    const { totalDocs } = await payload.count({
      collection,
      where: { [field]: { equals: value } },
      overrideAccess: true,
    });
    if (totalDocs > 0) return;
    await payload.create({
      collection,
      data: { ...(typeof data === 'function' ? await data(payload) : data), ...published } as never,
      overrideAccess: true,
      context: { seed: true },
    });
  };
}

/** The ids of a collection's records by slug. */
export async function idsBySlug(
  payload: Payload,
  collection: 'services' | 'service-categories' | 'industries',
): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection,
    overrideAccess: true,
    pagination: false,
    depth: 0,
    draft: true,
    select: { slug: true },
  });
  return new Map(docs.map((doc) => [doc.slug, doc.id]));
}

/** Names the services a seeded category shows first, unless it names some already. */
function categoryServicesOnce(category: (typeof seedCategories)[number]) {
  return async (payload: Payload) => {
    const { docs } = await payload.find({
      collection: 'service-categories',
      where: { slug: { equals: category.id } },
      overrideAccess: true,
      depth: 0,
      limit: 1,
    });
    const record = docs[0];
    if (!record || record.featured || (record.services ?? []).length > 0) return;
    const services = await idsBySlug(payload, 'services');
    const ids = (slugs: readonly string[]) => slugs.flatMap((slug) => services.get(slug) ?? []);
    await payload.update({
      collection: 'service-categories',
      id: record.id,
      data: {
        featured: category.featured ? (services.get(category.featured) ?? null) : null,
        services: ids(category.items),
        ...published,
      },
      overrideAccess: true,
      context: { seed: true },
    });
  };
}

/** Publishes a global unless it has a version already (another instance's seed, an editor's save). */
function updateGlobalOnce(slug: 'company' | 'navigation' | 'chat', data: Data) {
  return async (payload: Payload) => {
    const { totalDocs } = await payload.findGlobalVersions({ slug, limit: 1 });
    if (totalDocs > 0) return;
    await payload.updateGlobal({
      slug,
      data: { ...(typeof data === 'function' ? await data(payload) : data), ...published } as never,
      overrideAccess: true,
      context: { seed: true },
    });
  };
}

/**
 * Every record of content/ the CMS holds, each with a key of its own, in an order where each
 * finds the records it names: categories before their services, services before the lists that
 * name them.
 */
export function seedRecords(): SeedRecord[] {
  return [
    ...seedCategories.map(({ id, name, icon, description }) => ({
      key: `service-categories:${id}`,
      put: createOnce('service-categories', 'slug', id, { slug: id, name, icon, description }),
    })),
    ...seedIndustries.map((industry) => ({
      key: `industries:${industry.slug}`,
      put: createOnce('industries', 'slug', industry.slug, industry),
    })),
    ...seedServices.map((service) => ({
      key: `services:${service.slug}`,
      put: createOnce('services', 'slug', service.slug, async (payload) => ({
        ...serviceToCms(service),
        category: (await idsBySlug(payload, 'service-categories')).get(service.category),
      })),
    })),
    ...seedCategories.map((category) => ({
      key: `service-categories:${category.id}:services`,
      put: categoryServicesOnce(category),
    })),
    { key: 'global:company', put: updateGlobalOnce('company', seedCompany()) },
    {
      key: 'global:navigation',
      put: updateGlobalOnce('navigation', async (payload) =>
        seedNavigation(await idsBySlug(payload, 'service-categories')),
      ),
    },
    { key: 'global:chat', put: updateGlobalOnce('chat', seedChat) },
    ...seedPages.map((page) => ({
      key: `pages:${page.path}`,
      put: createOnce('pages', 'path', page.path, pageToCms(page)),
    })),
    ...seedPolicies.map((policy) => ({
      key: `policies:${policy.slug}`,
      put: createOnce('policies', 'slug', policy.slug, policy),
    })),
  ];
}

/**
 * Puts today's content/ records into the store, published, each once: a record whose key the
 * seed log holds is never written again, so an editor's change or deletion stays. Runs at every
 * start (cms/on-init.ts); on a seeded store it only reads the log.
 */
export async function seedContent(payload: Payload): Promise<number> {
  const log = await payload.findGlobal({ slug: 'seed-log', overrideAccess: true });
  const seeded = new Set(Array.isArray(log.seeded) ? (log.seeded as string[]) : []);
  const missing = seedRecords().filter((record) => !seeded.has(record.key));
  for (const record of missing) {
    await record.put(payload);
    seeded.add(record.key);
    await payload.updateGlobal({
      slug: 'seed-log',
      data: { seeded: [...seeded] },
      overrideAccess: true,
    });
  }
  if (missing.length > 0) payload.logger.info(`Seeded ${missing.length} content records.`);
  return missing.length;
}
