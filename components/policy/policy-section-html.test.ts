import type { Policy } from '@/cms/payload-types';
import { policyContentsHtml, policySectionHtml } from './policy-section-html';

const section: Policy['sections'][number] = {
  anchor: 'who-we-are',
  heading: 'Who <We> Are',
  paragraphs: [{ text: 'Tom & Jerry say "hi" <script>alert(1)</script>' }],
  bullets: [{ text: 'One < two' }],
  placeholder: 'Address to come',
};

describe('policy sections as HTML', () => {
  it('numbers the heading and gives it the id the section is labelled by', () => {
    expect(policySectionHtml(section, 3, 'To be completed')).toContain(
      "<h2 id='who-we-are-heading'",
    );
    expect(policySectionHtml(section, 3, 'To be completed')).toContain('>3.</span>');
  });

  it('escapes the copy, so text can never become markup', () => {
    const html = policySectionHtml(section, 1, 'To be completed');
    expect(html).toContain('<p>Tom & Jerry say "hi" &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html).toContain('Who &lt;We&gt; Are');
    expect(html).toContain('<li>One &lt; two</li>');
    expect(html).not.toContain('<script>');
  });

  it('shows a placeholder under its label', () => {
    expect(policySectionHtml(section, 1, 'To be completed')).toMatch(
      /To be completed<\/strong><mark[^>]*>Address to come<\/mark>/,
    );
  });

  it('lists every section in the contents, linked by its anchor', () => {
    const html = policyContentsHtml({
      sections: [section, { anchor: 'data', heading: 'Data', paragraphs: [] }],
    });
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html).toContain("<a href='#data'><span>2.</span>Data</a>");
  });
});
