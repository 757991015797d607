import 'server-only';
import { absoluteUrl } from '@/lib/site-url';
import { breadcrumbTrail } from './breadcrumbs';
import { JsonLd } from './json-ld-script';
import { breadcrumbData } from './structured-data';

/** BreadcrumbList of a page's trail; `lastName` names a page without a record (a job page). */
export function BreadcrumbJsonLd({ path, lastName }: { path: string; lastName?: string }) {
  const items = breadcrumbTrail(path, lastName).map((crumb) => ({
    name: crumb.name,
    item: absoluteUrl(crumb.path),
  }));
  return <JsonLd data={breadcrumbData({ items })} />;
}
