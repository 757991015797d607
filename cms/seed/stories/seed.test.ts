import type { Field, Payload } from 'payload';
import { caseStudies } from '../../collections/stories/case-studies';
import { categories } from '../../collections/stories/categories';
import { insights } from '../../collections/stories/insights';
import { seedIndustries, seedServices } from '../records';
import { seedCaseStudies } from './case-studies';
import { seedCategories } from './categories';
import { seedInsights } from './insights';
import { seedStories } from './seed';

// The editor's configuration is of no concern here (and its ES modules are not for Jest).
jest.mock('@payloadcms/richtext-lexical', () => ({
  lexicalEditor: () => ({}),
  HeadingFeature: () => ({}),
}));

type Doc = Record<string, unknown> & { id: number; slug: string };

/** The part of Payload's Local API the seed uses, over an in-memory store. */
function memoryPayload(initial: Record<string, Doc[]> = {}) {
  // The services and industries as the content seed, which runs first, left them.
  const store: Record<string, Doc[]> = {
    services: seedServices.map(({ slug }, index) => ({ id: index + 1, slug })),
    industries: seedIndustries.map(({ slug }, index) => ({ id: index + 1, slug })),
    categories: [],
    insights: [],
    'case-studies': [],
    ...initial,
  };
  let nextId = 100;
  const matching = (collection: string, where?: { slug?: { equals: string } }) =>
    store[collection]!.filter((doc) => !where?.slug || doc.slug === where.slug.equals);
  const payload = {
    count: async ({
      collection,
      where,
    }: {
      collection: string;
      where?: { slug?: { equals: string } };
    }) => ({
      totalDocs: matching(collection, where).length,
    }),
    find: async ({ collection }: { collection: string }) => ({ docs: store[collection]! }),
    create: async ({ collection, data }: { collection: string; data: Doc }) => {
      if (matching(collection, { slug: { equals: data.slug } }).length > 0)
        throw new Error('slug must be unique');
      const doc = { ...data, id: nextId++ };
      store[collection]!.push(doc);
      return doc;
    },
  };
  return { payload: payload as unknown as Payload, store };
}

describe('seeding insights and case studies', () => {
  it('publishes three categories, insights and case studies on an empty store, each insight in its category', async () => {
    const { payload, store } = memoryPayload();
    await seedStories(payload);
    expect(store.categories!.map((doc) => doc.slug)).toEqual(seedCategories.map((c) => c.slug));
    expect(store.insights).toHaveLength(3);
    expect(store['case-studies']).toHaveLength(3);
    for (const doc of [...store.insights!, ...store['case-studies']!])
      expect(doc._status).toBe('published');
    const categoryOf = (slug: string) => store.categories!.find((doc) => doc.slug === slug)!.id;
    expect(store.insights!.map((doc) => doc.category)).toEqual(
      seedInsights.map((insight) => categoryOf(insight.category)),
    );
    // Each case study names its industry and services by their records' ids.
    const idOf = (collection: string, slug: string) =>
      store[collection]!.find((doc) => doc.slug === slug)!.id;
    expect(
      store['case-studies']!.map(({ industry, services }) => ({ industry, services })),
    ).toEqual(
      seedCaseStudies.map((study) => ({
        industry: idOf('industries', study.industry),
        services: study.services.map((slug) => idOf('services', slug)),
      })),
    );
  });

  it('creates nothing the second time and leaves editors’ changes and deletions alone', async () => {
    const { payload, store } = memoryPayload();
    await seedStories(payload);
    store.insights![0]!.title = 'Edited by an editor';
    store['case-studies']!.pop();
    await seedStories(payload);
    expect(store.insights).toHaveLength(3);
    expect(store.insights![0]!.title).toBe('Edited by an editor');
    expect(store['case-studies']).toHaveLength(2);
  });

  it('seeds nothing into a collection that already has records', async () => {
    const own = { id: 1, slug: 'our-own-article', title: 'Our own article' };
    const { payload, store } = memoryPayload({ insights: [own] });
    await seedStories(payload);
    expect(store.insights).toEqual([own]);
    expect(store['case-studies']).toHaveLength(3);
  });

  it('tolerates another instance seeding the same slug at the same moment', async () => {
    const { payload, store } = memoryPayload();
    const count = payload.count.bind(payload);
    let raced = false;
    // The other instance creates the first category between this one's check and its create.
    payload.count = (async (options: Parameters<Payload['count']>[0]) => {
      const result = await count(options);
      if (!raced && options.collection === 'categories' && options.where) {
        raced = true;
        store.categories!.push({ id: 1, slug: seedCategories[0].slug, name: 'x' });
      }
      return result;
    }) as Payload['count'];
    await seedStories(payload);
    expect(store.categories!.filter((doc) => doc.slug === seedCategories[0].slug)).toHaveLength(1);
  });
});

/** Every text field's length limit, by name, from a collection's fields (groups and arrays flattened). */
function limits(fields: readonly Field[], prefix = ''): Map<string, number> {
  const found = new Map<string, number>();
  for (const field of fields) {
    if (!('name' in field)) continue;
    const name = `${prefix}${field.name}`;
    if ('maxLength' in field && typeof field.maxLength === 'number')
      found.set(name, field.maxLength);
    if (field.type === 'group' || field.type === 'array')
      for (const [inner, max] of limits(field.fields, `${name}.`)) found.set(inner, max);
  }
  return found;
}

function valuesAt(record: unknown, path: string): unknown[] {
  return path.split('.').reduce<unknown[]>(
    (values, key) =>
      values.flatMap((value) => {
        const next = (value as Record<string, unknown> | undefined)?.[key];
        return Array.isArray(next) && next.some((item) => typeof item === 'object') ? next : [next];
      }),
    [record],
  );
}

describe('the seed fits the editors’ field limits', () => {
  it.each([
    ['categories', categories.fields, seedCategories],
    ['insights', insights.fields, seedInsights],
    ['case-studies', caseStudies.fields, seedCaseStudies],
  ] as const)('%s', (_, fields, records) => {
    for (const [path, max] of limits(fields))
      for (const record of records)
        for (const value of valuesAt(record, path))
          if (typeof value === 'string')
            expect({ path, length: value.length }).toEqual({
              path,
              length: Math.min(value.length, max),
            });
  });
});
