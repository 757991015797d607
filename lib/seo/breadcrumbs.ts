import 'server-only';
import { pages } from '@/content/pages';

type Crumb = { name: string; path: string };

/**
 * Home, then every ancestor path that is a page, then the page itself
 * ('/services/it-staffing' → Home › Our Services › IT Staffing). `lastName` names a
 * page that has no record (a job page).
 */
export function breadcrumbTrail(path: string, lastName?: string): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  const trail: Crumb[] = [{ name: 'Home', path: '/' }];
  segments.forEach((_, index) => {
    const prefix = `/${segments.slice(0, index + 1).join('/')}`;
    const isLast = index === segments.length - 1;
    const record = pages.find((page) => page.path === prefix);
    const name = isLast && lastName ? lastName : record?.title;
    if (name) trail.push({ name, path: prefix });
  });
  return trail;
}
