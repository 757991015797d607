/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { BreadcrumbJsonLd } from './breadcrumb-json-ld';
import { makeJob } from '@/tests/unit/fixtures/jobs';
import { JobPostingJsonLd } from './job-posting-json-ld';

/** The structured data of a job page, as a browser parses it from the server's HTML. */
function parseJobPageJsonLd(title: string) {
  const job = makeJob(7, { title, description: `About ${title}` });
  const html = renderToStaticMarkup(
    <>
      <BreadcrumbJsonLd path="/careers/x-7" lastName={job.title} />
      <JobPostingJsonLd job={job} />
    </>,
  );
  const document = new DOMParser().parseFromString(
    `<!doctype html><body>${html}</body>`,
    'text/html',
  );
  return { scripts: [...document.querySelectorAll('script')], body: document.body };
}

describe.each([
  '</script x><script>alert(1)</script>',
  '<!--',
  '<!-- </script><script>alert(1)</script> -->',
])('a job titled %j', (title) => {
  it('adds no script to the page: the two JSON-LD blocks stay two', () => {
    const { scripts, body } = parseJobPageJsonLd(title);
    expect(scripts).toHaveLength(2);
    expect(scripts.every((script) => script.type === 'application/ld+json')).toBe(true);
    expect(body.children).toHaveLength(2);
  });

  it('keeps the title exactly in the structured data', () => {
    const [breadcrumbs, posting] = parseJobPageJsonLd(title).scripts.map((script) =>
      JSON.parse(script.textContent!),
    );
    expect(posting).toMatchObject({ '@type': 'JobPosting', title });
    expect(posting.description).toContain('About &lt;');
    expect(breadcrumbs.itemListElement.at(-1)).toMatchObject({ name: title });
  });
});
