import type { Payload, RequiredDataFromCollectionSlug } from 'payload';
import { idsBySlug } from '../seed';
import { seedCaseStudies } from './case-studies';
import { seedCategories } from './categories';
import { seedInsights } from './insights';

type Seeded = { slug: string };

/**
 * Creates a collection's seed records, published, on a store where that collection has none (so
 * deleting a seeded record stays deleted); each only while its slug is still free, so two
 * instances starting together on one database cannot create one twice.
 */
async function seedCollection<
  C extends 'categories' | 'insights' | 'case-studies',
  T extends Seeded,
>(
  payload: Payload,
  collection: C,
  records: readonly T[],
  data: (record: T) => RequiredDataFromCollectionSlug<C>,
): Promise<void> {
  const { totalDocs } = await payload.count({ collection, overrideAccess: true });
  if (totalDocs > 0) return;
  for (const record of records) {
    const taken = async () =>
      (
        await payload.count({
          collection,
          overrideAccess: true,
          where: { slug: { equals: record.slug } },
        })
      ).totalDocs > 0;
    if (await taken()) continue;
    try {
      await payload.create({
        collection,
        overrideAccess: true,
        draft: false,
        data: { ...data(record), _status: 'published' },
      });
    } catch (error) {
      if (!(await taken())) throw error;
    }
  }
}

/** The categories, insights and case studies a new store starts with. */
export async function seedStories(payload: Payload): Promise<void> {
  await seedCollection(payload, 'categories', seedCategories, (category) => ({
    ...category,
  }));
  const categoryIds = new Map<string, number>();
  const { docs } = await payload.find({
    collection: 'categories',
    overrideAccess: true,
    pagination: false,
    depth: 0,
  });
  for (const category of docs) categoryIds.set(category.slug, category.id);

  await seedCollection(payload, 'insights', seedInsights, ({ artwork, category, ...insight }) => ({
    ...insight,
    category: categoryIds.get(category)!,
    illustration: { artwork },
  }));
  const [industries, services] = await Promise.all([
    idsBySlug(payload, 'industries'),
    idsBySlug(payload, 'services'),
  ]);
  await seedCollection(
    payload,
    'case-studies',
    seedCaseStudies,
    ({ artwork, industry, services: named, results, ...study }) => ({
      ...study,
      industry: industries.get(industry)!,
      services: named.flatMap((slug) => services.get(slug) ?? []),
      results: results.map((result) => ({ ...result })),
      illustration: { artwork },
    }),
  );
}
