/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import type { PageSection } from '@/content/page-sections';
import { PageSections } from './page-sections';

const sections: readonly PageSection[] = [
  { blockType: 'pageHero', badge: 'About', heading: 'Who we are', subtext: 'A firm.' },
  { blockType: 'section', design: 'about-story', heading: 'Our story' },
  {
    blockType: 'cards',
    anchor: 'values',
    heading: 'Values',
    items: [{ title: 'Care', text: 'We care.' }],
  },
  { blockType: 'prose', anchor: 'more', heading: 'More', paragraphs: [{ text: 'One.' }] },
  {
    blockType: 'cta',
    heading: 'Talk to us',
    text: 'Tell us what you need.',
    primary: { label: 'Contact', href: '/contact' },
  },
];

describe('PageSections', () => {
  it('renders the sections in the editor’s order, the page’s own through its render', () => {
    const { container } = render(
      <PageSections
        sections={sections}
        render={(section) => {
          if (section.blockType === 'pageHero') return <h1>{section.heading}</h1>;
          if (section.blockType === 'section')
            return <section id="story">{section.heading}</section>;
          return undefined;
        }}
      />,
    );
    expect(container.querySelector('h1')).toHaveTextContent('Who we are');
    expect(Array.from(container.querySelectorAll('section')).map((each) => each.id)).toEqual([
      'story',
      'values',
      'more',
      'cta',
    ]);
  });

  it('puts content blocks on the background their place among the page’s sections gives', () => {
    const { container } = render(
      <PageSections
        sections={sections.slice(1)}
        designs={{ 'about-story': (section) => <section id="story">{section.heading}</section> }}
      />,
    );
    // The story (white) is the first framed section: the values follow on the surface.
    const tone = (id: string) =>
      container.querySelector(`section#${id}`)?.getAttribute('data-tone');
    expect(tone('values')).toBe('surface');
    expect(tone('more')).toBe('white');
    expect(container.querySelector('section#story')).toHaveTextContent('Our story');
  });

  it('shows nothing for a section of another page’s design', () => {
    const { container } = render(
      <PageSections
        sections={[
          { blockType: 'section', design: 'careers-positions', heading: 'Open Positions' },
        ]}
        designs={{ 'about-story': () => <section id="story" /> }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
