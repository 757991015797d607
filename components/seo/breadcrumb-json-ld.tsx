import { breadcrumbTrail } from '@/lib/seo/breadcrumbs';
import { absoluteUrl } from '@/lib/site-url';
import { JsonLd } from './json-ld';

/** BreadcrumbList of a page's trail; `lastName` names a page without a record (a job page). */
export function BreadcrumbJsonLd({ path, lastName }: { path: string; lastName?: string }) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: breadcrumbTrail(path, lastName).map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: absoluteUrl(crumb.path),
        })),
      }}
    />
  );
}
