import type { PayloadRequest, TextField, Validate } from 'payload';
import { ctaKind, endsWithCallToAction, type CtaFormat } from '../../content/cta-formats';
import { menusOf, navigationFromCms } from '../../lib/shared/site-navigation';
import { choiceField } from './choice';
import { closingFormatFaults, type Ending } from './layout-rules';
import { screenBlocks } from './screens';

const options = [
  { value: 'banner', label: 'Banner: the words on the brand gradient' },
  { value: 'office', label: 'Contact strip with the office: address, phone, e-mail, hours' },
  { value: 'quote', label: 'A client’s words beside the invitation (the newest case study’s)' },
  ...screenBlocks.map(({ slug, labels }) => ({
    value: `screen:${slug}`,
    label: `Product screen with the buttons: ${String(labels?.singular).toLowerCase()}`,
  })),
];

type Record = {
  path?: string | null;
  slug?: string | null;
  title?: string | null;
  menuLabel?: string | null;
  blocks?: readonly { blockType?: string }[] | null;
  ctaFormat?: string | null;
};

const published = { _status: { equals: 'published' } } as const;

/**
 * The pages that end with a call to action as published, by path, and the menus: what the record
 * being saved is checked against. Read one after another in the save's own transaction.
 */
async function publishedEndings(req: PayloadRequest) {
  const read = { depth: 0, limit: 500, pagination: false, req, overrideAccess: true } as const;
  const navigation = await req.payload.findGlobal({ slug: 'navigation', depth: 0, req });
  const find = async <C extends 'services' | 'pages' | 'service-categories'>(collection: C) =>
    (await req.payload.find({ collection, where: published, ...read })).docs;
  const categories = await find('service-categories');
  const services = await find('services');
  const pages = await find('pages');
  const categorySlug = new Map(categories.map((category) => [category.id, category.slug]));
  const menus = menusOf(
    navigationFromCms(
      navigation,
      services.map((service) => ({
        ...service,
        category: categorySlug.get(service.category as number) ?? '',
      })),
      categories.map((category) => ({ ...category, record: category.id, id: category.slug })),
    ),
  );
  const endings = new Map<string, Ending>();
  const add = (path: string, record: Record) =>
    endings.set(path, {
      title: record.menuLabel || record.title || path,
      kind: ctaKind((record.ctaFormat ?? 'banner') as CtaFormat),
    });
  for (const page of pages) if (endsWithCallToAction(page)) add(page.path, page);
  for (const service of services) add(`/services/${service.slug}`, service);
  return { menus, endings };
}

/**
 * The record's choice of closing call to action (content/cta-formats.ts), where it ends with one:
 * required there, and on publish never the same kind as a neighbour's in any menu, with a
 * sentence saying what to choose instead (cms/blocks/layout-rules.ts).
 */
export function ctaFormatField(kind: 'pages' | 'services'): TextField {
  const pathOf = (data: Record) =>
    kind === 'pages' ? data.path : data.slug && `/services/${data.slug}`;
  const ends = (data: Record) => kind === 'services' || endsWithCallToAction(data);
  const field = choiceField('ctaFormat', options, {
    defaultValue: 'banner',
    description:
      'How the closing call to action looks. Two pages next to each other in a menu must end differently: publishing checks it.',
  });
  const choice = field.validate as Validate<unknown>;
  const validate: Validate<unknown> = async (value, context) => {
    const own = await choice(value, context);
    if (own !== true) return own;
    const data = (context.data ?? {}) as Record;
    const path = pathOf(data);
    if (!ends(data) || !path) return true;
    if (!value) return 'Choose how the page’s closing call to action looks.';
    // Typing in the editor re-validates every field: the menus are read when the page is saved.
    if (context.event === 'onChange') return true;
    const { menus, endings } = await publishedEndings(context.req);
    endings.set(path, {
      title: data.menuLabel || data.title || path,
      kind: ctaKind(value as CtaFormat),
    });
    const faults = closingFormatFaults(menus, endings, path);
    return faults.length ? faults.join(' ') : true;
  };
  return {
    ...field,
    label: 'Call to action format',
    validate,
    admin: { ...field.admin, condition: (data: Record) => ends(data ?? {}) },
  };
}
