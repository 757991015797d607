import { JSDOM } from 'jsdom';
import { seedInsights } from '@/cms/seed/stories/insights';

// The insights and the company's name as a seeded store publishes them.
jest.mock('@/lib/cms/stories', () => jest.requireActual('@/tests/unit/fixtures/seeded-stories'));
jest.mock('@/lib/cms/global', () => jest.requireActual('@/tests/unit/fixtures/seeded-globals'));

const { GET } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./route') as typeof import('./route');

function parse(xml: string): Document {
  const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
}

const texts = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent);

describe('GET /insights/feed.xml', () => {
  it('is an RSS 2.0 feed of the published insights, newest first, each linking to its page', async () => {
    const response = await GET();
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const document = parse(await response.text());
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    expect(texts(document, 'channel > link')).toEqual(['http://localhost:3000/insights']);
    const newestFirst = [...seedInsights].sort((a, b) => b.date.localeCompare(a.date));
    expect(texts(document, 'item > title')).toEqual(newestFirst.map((insight) => insight.title));
    expect(texts(document, 'item > link')).toEqual(
      newestFirst.map((insight) => `http://localhost:3000/insights/${insight.slug}`),
    );
    expect(texts(document, 'item > category')).toEqual([
      'Technology',
      'Payroll & Compliance',
      'Staffing & Hiring',
    ]);
    expect(texts(document, 'item > pubDate')[0]).toBe('Thu, 12 Nov 2026 00:00:00 GMT');
  });
});
