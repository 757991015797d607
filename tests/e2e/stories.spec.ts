import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './returning-visitor';
import { lexical } from '@/cms/seed/stories/lexical';
import { expectNoAxeViolations } from './helpers';
import { expectReadableLayout } from './layout-checks';
import { readRecords } from './records';
import { CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD } from './servers';

type Insight = { slug: string; title: string; body: { root: LexicalNode } };
type CaseStudy = {
  slug: string;
  title: string;
  quote: { text: string };
  services: { slug: string }[];
};
type LexicalNode = { text?: string; children?: LexicalNode[] };

/** The first text of an editor's rich text, as its page renders it. */
const firstText = (node: LexicalNode): string | undefined =>
  node.text ?? node.children?.map(firstText).find(Boolean);

/**
 * The oldest published record of a collection: a record another test publishes meanwhile is
 * newer (and may be deleted before this test reads its page).
 */
async function oldest<T>(request: APIRequestContext, collection: string, sort: string) {
  const query = `${collection}?sort=${sort}&limit=1&depth=1&where[_status][equals]=published`;
  return (await readRecords<T>(request, query))[0]!;
}

test.describe('insights and case studies', () => {
  let insight: Insight;
  let study: CaseStudy;
  test.beforeAll(async ({ request }) => {
    insight = await oldest<Insight>(request, 'insights', 'date');
    study = await oldest<CaseStudy>(request, 'case-studies', 'createdAt');
  });

  /** The four templates, each with a text its server HTML must carry and its structured data. */
  const storyPages = [
    { name: 'the insights', page: () => ({ path: '/insights', text: insight.title }) },
    {
      name: 'an insight',
      page: () => ({ path: `/insights/${insight.slug}`, text: firstText(insight.body.root)! }),
    },
    { name: 'the case studies', page: () => ({ path: '/case-studies', text: study.title }) },
    {
      name: 'a case study',
      page: () => ({ path: `/case-studies/${study.slug}`, text: study.quote.text }),
    },
  ];
  const jsonLdOf = { 'an insight': 'Article' } as Record<string, string>;

  for (const { name, page: pageOf } of storyPages) {
    test(
      `${name}: from the server with one h1 and structured data; no axe violations, a readable layout`,
      { tag: '@viewports' },
      async ({ returningVisitor: page, request }) => {
        const { path, text } = pageOf();
        const html = await (await request.get(path, { maxRedirects: 0 })).text();
        expect(decoded(html)).toContain(text);
        expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
        expect(html).toContain(`"@type":"${jsonLdOf[name] ?? 'BreadcrumbList'}"`);
        expect(html.slice(0, html.indexOf('</head>'))).toMatch(
          /<link rel="canonical" href="[^"]+"/,
        );

        await page.goto(path);
        await expect(page.locator('h1')).toHaveCount(1);
        await expectNoAxeViolations(page);
        await expectReadableLayout(page);
      },
    );
  }

  test('a service page links the case studies that concern it', async ({ request }) => {
    const html = await (await request.get(`/services/${study.services[0]!.slug}`)).text();
    // Server-made sections quote their attributes with single quotes.
    const link = new RegExp(`href=['"]/case-studies/${study.slug}['"]`);
    expect(link.test(html), 'a link to the case study').toBe(true);
  });
});

/** Server HTML's text: the entities React writes for quotes and ampersands read back. */
const decoded = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

async function logIn(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/cms-api/users/login', {
    data: { email: CMS_ADMIN_EMAIL, password: CMS_ADMIN_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return { Authorization: `JWT ${(await response.json()).token}` };
}

test('a new insight appears on /insights, in the sitemap and in the RSS feed', async ({
  request,
}) => {
  const headers = await logIn(request);
  const categories = await request.get('/cms-api/categories?where[slug][equals]=technology', {
    headers,
  });
  const category = (await categories.json()).docs[0].id;
  const slug = `e2e-insight-${Date.now()}`;
  const title = `Hiring plans for ${slug}`;
  const created = await request.post('/cms-api/insights', {
    headers,
    data: {
      title,
      slug,
      summary: 'What a new article published by an editor looks like to visitors.',
      body: lexical(['Published through the editor’s API by the end-to-end tests.']),
      author: 'Consulting team',
      date: new Date().toISOString(),
      category,
      illustration: { artwork: 'team-agreeing-plan' },
      _status: 'published',
    },
  });
  expect(created.status()).toBe(201);

  const contains = (path: string, text: string) => async () =>
    (await (await request.get(path)).text()).includes(text);
  await expect.poll(contains('/insights', title), { timeout: 10_000 }).toBe(true);
  await expect.poll(contains('/sitemap.xml', `/insights/${slug}</loc>`)).toBe(true);
  await expect.poll(contains('/insights/feed.xml', title)).toBe(true);
  const article = await (await request.get(`/insights/${slug}`)).text();
  expect(article).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
});
