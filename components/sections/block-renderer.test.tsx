/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { recruiterShortlistingProfiles } from '@/content/people-art';
import type { Block, BlockOf } from '@/content/types';
import { BlockRenderer } from './block-renderer';
import { sectionTones } from './section-tone';

const blocks: readonly Block[] = [
  {
    blockType: 'prose',
    anchor: 'overview',
    heading: 'Overview',
    paragraphs: [{ text: 'First paragraph.' }, { text: 'Second paragraph.' }],
  },
  {
    blockType: 'cards',
    anchor: 'offer',
    heading: 'What we offer',
    items: [{ icon: 'compass', title: 'Advice', text: 'Clear advice.' }],
  },
  {
    blockType: 'steps',
    anchor: 'process',
    heading: 'Process',
    items: [
      { title: 'Listen', text: 'We listen.' },
      { title: 'Act', text: 'We act.' },
    ],
  },
  {
    blockType: 'checklist',
    anchor: 'roles',
    heading: 'Roles',
    items: [{ text: 'Analysts' }, { text: 'Engineers' }],
  },
  {
    blockType: 'stats',
    anchor: 'results',
    heading: 'Results',
    items: [{ value: '+80%', label: 'Conversion rate' }],
  },
  {
    blockType: 'groups',
    anchor: 'stack',
    heading: 'Stack',
    items: [{ title: 'Frontend', entries: [{ text: 'React' }, { text: 'Next.js' }] }],
  },
];

function renderBlocks() {
  return render(
    <BlockRenderer blocks={blocks} tones={sectionTones(blocks.map((block) => block.blockType))} />,
  );
}

const formatted: readonly Block[] = [
  {
    blockType: 'cards',
    anchor: 'rows',
    heading: 'Rows',
    format: 'feature-list',
    items: [{ icon: 'compass', title: 'Advice', text: 'Clear advice.' }],
  },
  {
    blockType: 'cards',
    anchor: 'points',
    heading: 'Points',
    format: 'numbered',
    items: [{ title: 'First', text: 'One.' }],
  },
  {
    blockType: 'groups',
    anchor: 'catalogue',
    heading: 'Catalogue',
    format: 'accordion',
    items: [
      { title: 'Frontend', entries: [{ text: 'React' }] },
      { title: 'Backend', entries: [{ text: 'Node.js' }] },
    ],
  },
];

describe('BlockRenderer', () => {
  it('renders each block in the format its content picks', () => {
    const { container } = render(
      <BlockRenderer
        blocks={[...blocks, ...formatted]}
        tones={sectionTones([...blocks, ...formatted].map((block) => block.blockType))}
      />,
    );
    const format = (id: string) =>
      container.querySelector(`section#${id} [data-format]`)?.getAttribute('data-format');
    expect(format('offer')).toBe('icon-cards');
    expect(format('rows')).toBe('feature-list');
    expect(format('points')).toBe('numbered');
    expect(format('process')).toBe('process');
    expect(format('roles')).toBe('checklist');
    expect(format('results')).toBe('figures');
    expect(format('stack')).toBe('catalogue');
    expect(format('catalogue')).toBe('accordion');
    // The accordion is plain <details>: it opens without JavaScript, the first group open.
    const details = container.querySelectorAll('section#catalogue details');
    expect(Array.from(details).map((each) => (each as HTMLDetailsElement).open)).toEqual([
      true,
      false,
    ]);
    expect(within(details[1] as HTMLElement).getByText('Node.js')).toBeInTheDocument();
  });

  it('renders one section per block, labelled by its h2, with the block’s anchor', () => {
    const { container } = renderBlocks();
    const sections = Array.from(container.querySelectorAll('section'));
    expect(sections.map((section) => section.id)).toEqual(blocks.map((block) => block.anchor));
    for (const block of blocks) {
      const section = screen.getByRole('region', { name: block.heading });
      expect(section.id).toBe(block.anchor);
      expect(
        within(section).getByRole('heading', { level: 2, name: block.heading }),
      ).toBeInTheDocument();
    }
  });

  it('renders the items of every type of block', () => {
    renderBlocks();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Advice' })).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Process' })).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveTextContent('Step 1: Listen');
    expect(screen.getByText('Engineers')).toBeInTheDocument();
    expect(screen.getByText('+80%').tagName).toBe('DD');
    expect(screen.getByText('Conversion rate').tagName).toBe('DT');
    expect(
      within(screen.getByRole('region', { name: 'Stack' })).getByText('Next.js'),
    ).toBeInTheDocument();
  });

  it("shows a prose block's people at work under its heading, and no picture where it has none", () => {
    const people: Block = {
      ...(blocks[0] as BlockOf<'prose'>),
      anchor: 'people',
      heading: 'People',
      art: 'recruiterShortlistingProfiles',
    };
    const art = recruiterShortlistingProfiles;
    const { container } = render(
      <BlockRenderer blocks={[people, blocks[0]!]} tones={['white', 'surface']} />,
    );
    const picture = within(screen.getByRole('region', { name: 'People' })).getByRole('img');
    expect(picture).toHaveAttribute('alt', art.alt);
    expect(picture).toHaveAttribute('width', String(art.width));
    // In the heading's column, not among the paragraphs.
    expect(picture.closest('div')?.querySelector('h2')).toHaveTextContent('People');
    expect(container.querySelectorAll('section#overview img')).toHaveLength(0);
  });

  it('puts figures on the dark background and alternates the others', () => {
    const { container } = renderBlocks();
    const backgrounds = Array.from(container.querySelectorAll('section')).map(
      (section) => section.dataset.tone,
    );
    expect(backgrounds).toEqual(['white', 'surface', 'white', 'surface', 'dark', 'white']);
  });
});
