import type { ReactNode } from 'react';
import { BreadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';
import type { PageRecord } from '@/content/pages';
import type { Policy } from '@/cms/payload-types';
import { Static } from '@/components/ui/static';
import { StaticHtml } from '@/components/ui/static-html';
import { formatPolicyDate } from './format-date';
import { policyContentsHtml, policySectionHtml } from './policy-section-html';
import { PolicyTable, tableOf } from './policy-table';

// Set once here for every entry and section heading of the HTML strings, not in each one.
const contentsClass =
  'mt-4 gap-x-8 sm:columns-2 [&_li]:break-inside-avoid [&_a]:flex [&_a]:min-h-8 [&_a]:gap-2 [&_a]:py-1 [&_a]:text-sm [&_a]:text-brand-purple-strong [&_a]:underline-offset-4 [&_a]:hover:underline [&_span]:w-6 [&_span]:shrink-0 [&_span]:tabular-nums [&_span]:text-muted';
const headingsClass =
  '[&_h2+div]:mt-4 [&_h2+div]:space-y-4 [&_h2+div]:leading-7 [&_h2+div]:text-ink-soft [&_h2]:flex [&_h2]:gap-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_h2]:break-after-avoid [&_h2>span]:text-brand-purple-strong [&_h2>span]:tabular-nums';

/**
 * One column from the title to the last section, as wide as the text's measure (48ch, about 70
 * characters a line, with the padding): centred on the page, it no longer leaves the text on the
 * left of a wider box.
 */
const column = 'mx-auto max-w-[calc(48ch+3rem)] px-6 sm:max-w-[calc(48ch+4rem)] sm:px-8 print:px-0';

const labels = { updated: 'Last updated', contents: 'Contents', placeholder: 'To be completed' };

/**
 * One policy document: title, last-updated date, intro, a table of contents and numbered
 * sections. `extras` adds pieces after a section (by its anchor): links, or a button a delegated
 * listener answers (the cookie settings).
 */
export function PolicyArticle({
  page,
  policy,
  extras = {},
}: {
  page: PageRecord;
  policy: Pick<Policy, 'title' | 'lastUpdated' | 'intro' | 'sections'>;
  extras?: Partial<Record<string, ReactNode>>;
}) {
  const article = (
    <article aria-labelledby="policy-title" className="pt-16 print:pt-0">
      <Static>
        <header className="border-b border-slate-200 bg-surface print:border-0 print:bg-transparent">
          <div className={`${column} py-14 sm:py-20 print:py-4`}>
            <h1 id="policy-title" className="text-4xl font-bold text-ink sm:text-5xl">
              {policy.title}
            </h1>
            <p className="mt-4 text-sm text-muted">
              {labels.updated}:{' '}
              <time dateTime={policy.lastUpdated}>{formatPolicyDate(policy.lastUpdated)}</time>
            </p>
            <p className="measure mt-6 text-lg leading-8 text-ink-soft">{policy.intro}</p>
          </div>
        </header>
      </Static>
      <div className={`${column} py-12 sm:py-16 print:py-4`}>
        <Static>
          <nav
            aria-labelledby="policy-contents"
            data-no-print
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2
              id="policy-contents"
              className="text-sm font-semibold tracking-wider text-muted uppercase"
            >
              {labels.contents}
            </h2>
            <StaticHtml as="ol" className={contentsClass} html={policyContentsHtml(policy)} />
          </nav>
        </Static>
        {/* Paragraphs and list items keep the measure. */}
        <div
          className={`mt-12 space-y-12 print:mt-4 print:space-y-6 *:-mx-2 *:px-2 [&_li]:max-w-[48ch] [&_p]:max-w-[48ch] ${headingsClass}`}
        >
          {policy.sections.map((section, index) => {
            const html = policySectionHtml(section, index + 1, labels.placeholder);
            const attributes = {
              id: section.anchor,
              'aria-labelledby': `${section.anchor}-heading`,
            };
            const table = tableOf(section.table);
            const extra = extras[section.anchor];
            // Only a section with a table or an interactive extra is built as elements.
            return table || extra ? (
              <section key={section.anchor} {...attributes}>
                <StaticHtml className="contents" html={html} />
                {table && <PolicyTable table={table} />}
                {extra}
              </section>
            ) : (
              <StaticHtml key={section.anchor} as="section" {...attributes} html={html} />
            );
          })}
        </div>
      </div>
    </article>
  );
  return (
    <>
      <BreadcrumbJsonLd path={page.path} />
      {/* The whole article is one element of server-made HTML; extras are plain links and
          buttons (an interactive one fails the build, naming the article). */}
      <Static>{article}</Static>
    </>
  );
}
