import type { ReactElement } from 'react';
import { getPublishedCompany } from '@/lib/cms/company';

/**
 * A whole HTML document from React components, for a route handler's answer; `page` is given the
 * company's name as published in the CMS (the document's title names it). Next refuses a static
 * import of react-dom/server in the app router's server layer (it is meant for pages); a dynamic
 * import loads it when a route handler needs it, and the components stay plain server markup (no
 * hooks, no client components).
 */
export async function renderPage(page: (siteName: string) => ReactElement): Promise<string> {
  const [{ renderToStaticMarkup }, company] = await Promise.all([
    import('react-dom/server'),
    getPublishedCompany(),
  ]);
  return `<!doctype html>${renderToStaticMarkup(page(company.name))}`;
}
