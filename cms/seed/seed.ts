import type { Payload } from 'payload';
import { pageToCms, serviceToCms } from './to-cms';
import {
  seedChat,
  seedCompany,
  seedNavigation,
  seedPages,
  seedPolicies,
  seedServices,
} from './records';

type SeedRecord = { key: string; put: (payload: Payload) => Promise<unknown> };

const published = { _status: 'published' } as const;

/** Creates a document unless one with this unique value exists (another instance's seed). */
function createOnce(collection: 'pages' | 'services' | 'policies', field: string, data: object) {
  return async (payload: Payload) => {
    const value = (data as Record<string, unknown>)[field];
    const { totalDocs } = await payload.count({
      collection,
      where: { [field]: { equals: value } },
      overrideAccess: true,
    });
    if (totalDocs > 0) return;
    await payload.create({
      collection,
      data: { ...data, ...published } as never,
      overrideAccess: true,
      context: { seed: true },
    });
  };
}

/** Publishes a global unless it has a version already (another instance's seed, an editor's save). */
function updateGlobalOnce(slug: 'company' | 'navigation' | 'chat', data: object) {
  return async (payload: Payload) => {
    const { totalDocs } = await payload.findGlobalVersions({ slug, limit: 1 });
    if (totalDocs > 0) return;
    await payload.updateGlobal({
      slug,
      data: { ...data, ...published } as never,
      overrideAccess: true,
      context: { seed: true },
    });
  };
}

/** Every record of content/ the CMS holds, each with a key of its own. */
export function seedRecords(): SeedRecord[] {
  return [
    { key: 'global:company', put: updateGlobalOnce('company', seedCompany()) },
    { key: 'global:navigation', put: updateGlobalOnce('navigation', seedNavigation()) },
    { key: 'global:chat', put: updateGlobalOnce('chat', seedChat) },
    ...seedPages.map((page) => ({
      key: `pages:${page.path}`,
      put: createOnce('pages', 'path', pageToCms(page)),
    })),
    ...seedServices.map((service) => ({
      key: `services:${service.slug}`,
      put: createOnce('services', 'slug', serviceToCms(service)),
    })),
    ...seedPolicies.map((policy) => ({
      key: `policies:${policy.slug}`,
      put: createOnce('policies', 'slug', policy),
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
