import type { Payload } from 'payload';
import type { Company } from '../payload-types';
import { pageToCms, policyToCms, screenDataToCms, serviceToCms } from './to-cms';
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

/**
 * Gives a page a field added after the page was seeded (a store from before has the page in its
 * seed log, not the field): the page's latest version gets the seed's value unless it has one. A
 * published page is published again with only that field added; a page with an editor's pending
 * draft gets it in that draft, published when the editor publishes, never over their head.
 */
function fillPageOnce(path: string, field: 'screenData', value: unknown[]) {
  return async (payload: Payload) => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: path } },
      draft: true,
      depth: 0,
      limit: 1,
      overrideAccess: true,
    });
    const latest = docs[0];
    if (!latest || (latest[field]?.length ?? 0) > 0) return;
    const draft = latest._status !== 'published';
    await payload.update({
      collection: 'pages',
      id: latest.id,
      draft,
      data: { [field]: value, ...(draft ? {} : published) } as never,
      overrideAccess: true,
      context: { seed: true },
    });
  };
}

// A store from before the office hours were a field answers them empty.
const hasOfficeHours = (doc: Company) =>
  ((doc.officeHours as Partial<Company['officeHours']> | null)?.days?.length ?? 0) > 0;
/** A version's fields as an update takes them, without Payload's bookkeeping. */
const fieldsOf = (doc: Company) =>
  Object.fromEntries(
    Object.entries(doc).filter(
      ([key]) => !['id', 'globalType', 'createdAt', 'updatedAt', '_status'].includes(key),
    ),
  );

/**
 * Gives the company global the office hours added after it was seeded (a store from before has
 * `global:company` in its seed log, not the hours), keeping every other field as it is. The
 * published facts are published again with the hours added; an editor's pending draft gets them
 * in a new draft on top, so it stays the latest version and is not published over their head.
 */
function fillCompanyOfficeHours(officeHours: object) {
  return async (payload: Payload) => {
    const read = (draft: boolean) =>
      payload.findGlobal({ slug: 'company', draft, depth: 0, overrideAccess: true });
    const [live, latest] = [await read(false), await read(true)];
    const write = (doc: Company, draft: boolean) =>
      payload.updateGlobal({
        slug: 'company',
        draft,
        data: { ...fieldsOf(doc), officeHours, ...(draft ? {} : published) } as never,
        overrideAccess: true,
        context: { seed: true },
      });
    if (live._status === 'published' && !hasOfficeHours(live)) await write(live, false);
    if (latest._status !== 'published' && !hasOfficeHours(latest)) await write(latest, true);
  };
}

/** Every record of content/ the CMS holds, each with a key of its own. */
export function seedRecords(): SeedRecord[] {
  return [
    { key: 'global:company', put: updateGlobalOnce('company', seedCompany()) },
    { key: 'global:navigation', put: updateGlobalOnce('navigation', seedNavigation()) },
    // Added after the first stores were seeded: their seed log lacks it, so they get it at start.
    { key: 'global:chat', put: updateGlobalOnce('chat', seedChat) },
    {
      key: 'global:company:officeHours',
      put: fillCompanyOfficeHours(seedCompany().officeHours),
    },
    ...seedPages.map((page) => ({
      key: `pages:${page.path}`,
      put: createOnce('pages', 'path', pageToCms(page)),
    })),
    // Added after the first stores were seeded.
    ...seedPages.flatMap(({ path, screenData }) =>
      screenData
        ? [
            {
              key: `pages:${path}:screenData`,
              put: fillPageOnce(path, 'screenData', screenDataToCms(screenData)),
            },
          ]
        : [],
    ),
    ...seedServices.map((service) => ({
      key: `services:${service.slug}`,
      put: createOnce('services', 'slug', serviceToCms(service)),
    })),
    ...Object.entries(seedPolicies).map(([slug, policy]) => ({
      key: `policies:${slug}`,
      put: createOnce('policies', 'slug', policyToCms(slug, policy)),
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
