import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionSlug,
  Field,
  Payload,
  PayloadRequest,
} from 'payload';
import { productPageRecords, staticPages } from '../content/pages';
import { setPublishedRoutes } from '../lib/cms/published-routes';

/** The collections whose records have an address of their own: where each slug lives. */
const addressed = {
  services: '/services/',
  insights: '/insights/',
  'case-studies': '/case-studies/',
} as const satisfies Partial<Record<CollectionSlug, string>>;

type Addressed = { slug?: string | null; formerSlugs?: unknown };

/** How many old addresses a record keeps (each rename adds one). */
const FORMER_SLUGS_KEPT = 20;

/** The slugs a record had before; its old addresses answer 308 to the current one. */
export const formerSlugsField: Field = {
  name: 'formerSlugs',
  type: 'json',
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Earlier addresses of this page: they redirect here. Kept automatically.',
  },
};

const slugList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((slug): slug is string => typeof slug === 'string') : [];

/** On a rename, the slug it had joins its former slugs (the new one leaves them). */
export const keepFormerSlug: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const before = (originalDoc as Addressed | undefined)?.slug;
  const after = (data as Addressed).slug;
  if (!before || !after || before === after) return data;
  const former = slugList((originalDoc as Addressed).formerSlugs).filter((slug) => slug !== after);
  return { ...data, formerSlugs: [...new Set([...former, before])].slice(-FORMER_SLUGS_KEPT) };
};

const publishedOnly = {
  where: { _status: { equals: 'published' } },
  draft: false,
  overrideAccess: true,
  depth: 0,
  pagination: false,
  limit: 1000,
} as const;

/**
 * Reads the published addresses and the old addresses of renamed records, and hands them to the
 * proxy (lib/cms/known-paths.ts). `req` reads inside the transaction of a change being made.
 */
export async function readKnownRoutes(payload: Payload, req?: PayloadRequest): Promise<void> {
  // A page of its own has its file in app/: it renders (from the seed) even when unpublished.
  const paths = new Set([...staticPages, ...productPageRecords].map((page) => page.path));
  const moved = new Map<string, string>();
  const pages = await payload.find({ collection: 'pages', ...publishedOnly, req });
  for (const page of pages.docs) paths.add(page.path);
  for (const [collection, prefix] of Object.entries(addressed)) {
    const { docs } = await payload.find({
      collection: collection as keyof typeof addressed,
      ...publishedOnly,
      req,
    });
    for (const doc of docs as Addressed[]) {
      if (!doc.slug) continue;
      paths.add(prefix + doc.slug);
      for (const former of slugList(doc.formerSlugs)) moved.set(prefix + former, prefix + doc.slug);
    }
  }
  setPublishedRoutes({ paths, moved });
}

/** After any change on this instance, the proxy knows at once; a failure leaves the last list. */
async function refreshSafely(req: PayloadRequest) {
  try {
    await readKnownRoutes(req.payload, req);
  } catch (error) {
    req.payload.logger.error({ err: error }, 'cms: the published addresses could not be read');
  }
}

export const refreshKnownRoutesAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await refreshSafely(req);
  return doc;
};

export const refreshKnownRoutesAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await refreshSafely(req);
  return doc;
};
