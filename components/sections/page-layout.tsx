import type { ReactNode } from 'react';
import { BreadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';
import { SideDots } from '@/components/side-dots';
import type { PageRecord } from '@/content/pages';

/**
 * The shared page layout: side dots for the page's sections (threshold 0.2,
 * root margin -50 px) and a breadcrumb trail for search engines. The hero and the closing
 * `cta` section are passed in as children so each page composes its own.
 */
export function PageLayout({ page, children }: { page: PageRecord; children: ReactNode }) {
  return (
    <>
      <SideDots sections={page.sections} rootMargin="-50px" />
      <BreadcrumbJsonLd path={page.path} />
      {children}
    </>
  );
}
