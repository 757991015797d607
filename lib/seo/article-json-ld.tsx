import 'server-only';
import { getCompany } from '@/lib/cms/company';
import type { InsightCard } from '@/lib/shared/stories/types';
import { absoluteUrl } from '@/lib/site-url';
import { JsonLd } from './json-ld-script';

/** schema.org Article for one insight, written by its author and published by the company. */
export async function ArticleJsonLd({ insight, path }: { insight: InsightCard; path: string }) {
  const company = await getCompany();
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: insight.title,
        description: insight.seo.description,
        datePublished: insight.date,
        articleSection: insight.category.name,
        image: absoluteUrl(insight.picture.src),
        url: absoluteUrl(path),
        mainEntityOfPage: absoluteUrl(path),
        author: { '@type': 'Organization', name: `${insight.author}, ${company.name}` },
        publisher: { '@type': 'Organization', name: company.name, url: absoluteUrl('/') },
      }}
    />
  );
}
