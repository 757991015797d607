import { JSDOM } from 'jsdom';
import { fixtureJobs, makeJob } from '@/tests/unit/fixtures/jobs';
import { jobsFeed, type FeedChannel } from './rss';

const channel: FeedChannel = {
  title: 'Open jobs at Northstar & Co',
  description: 'Positions open now',
  link: 'https://www.example.com/careers',
  self: 'https://www.example.com/careers/feed.xml',
  jobUrl: (job) => `https://www.example.com/careers/job-${job.id}`,
  linkQuery: '?utm_source=rss&x="1"',
};

/** The feed as an XML parser reads it; throws when it is not well-formed. */
function parse(xml: string): Document {
  const document = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  const error = document.querySelector('parsererror');
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  return document;
}

const text = (parent: Element, name: string) =>
  [...parent.children].find((child) => child.tagName === name)?.textContent ?? null;

describe('the RSS 2.0 feed of open jobs', () => {
  it('is an RSS 2.0 channel with the elements the specification requires, one item per job', () => {
    const document = parse(jobsFeed(fixtureJobs, channel));
    const rss = document.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channelElement = rss.children[0]!;
    expect(channelElement.tagName).toBe('channel');
    expect(text(channelElement, 'title')).toBe('Open jobs at Northstar & Co');
    expect(text(channelElement, 'link')).toBe('https://www.example.com/careers');
    expect(text(channelElement, 'description')).toBe('Positions open now');
    const items = [...channelElement.children].filter((child) => child.tagName === 'item');
    expect(items.map((item) => text(item, 'title'))).toEqual(fixtureJobs.map((job) => job.title));
    const first = items[0]!;
    expect(text(first, 'link')).toBe('https://www.example.com/careers/job-1?utm_source=rss&x="1"');
    // The permanent id stays the page's address whatever the link carries.
    expect(text(first, 'guid')).toBe('https://www.example.com/careers/job-1');
    expect(text(first, 'pubDate')).toBe('Wed, 15 Jan 2025 04:00:00 GMT');
  });

  it('carries hostile text as text: markup escaped, characters XML forbids dropped', () => {
    const hostile = makeJob(9, {
      title: 'Engineer </title><script>alert(1)</script> & "Lead" \u0001',
      description: "]]> <![CDATA[ x ]]> \u0008 Tom's team 😀",
      postedAt: null,
      employmentType: null,
    });
    const document = parse(jobsFeed([hostile], channel));
    const item = document.querySelector('item')!;
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(text(item, 'title')).toBe('Engineer </title><script>alert(1)</script> & "Lead" ');
    expect(text(item, 'description')).toContain("]]> <![CDATA[ x ]]>  Tom's team 😀");
    expect(text(item, 'pubDate')).toBeNull();
    expect(text(item, 'category')).toBeNull();
  });

  it('is an empty channel when no job is open', () => {
    const document = parse(jobsFeed([], channel));
    expect(document.querySelectorAll('item')).toHaveLength(0);
    expect(document.querySelector('channel > title')?.textContent).toBe(channel.title);
  });
});
