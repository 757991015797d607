/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { Block } from '@/content/types';
import { BlockRenderer } from './block-renderer';
import { sectionTones } from './section-tone';

const blocks: readonly Block[] = [
  {
    kind: 'prose',
    id: 'overview',
    heading: 'Overview',
    paragraphs: ['First paragraph.', 'Second paragraph.'],
  },
  {
    kind: 'cards',
    id: 'offer',
    heading: 'What we offer',
    items: [{ icon: 'compass', title: 'Advice', text: 'Clear advice.' }],
  },
  {
    kind: 'steps',
    id: 'process',
    heading: 'Process',
    items: [
      { title: 'Listen', text: 'We listen.' },
      { title: 'Act', text: 'We act.' },
    ],
  },
  { kind: 'checklist', id: 'roles', heading: 'Roles', items: ['Analysts', 'Engineers'] },
  {
    kind: 'stats',
    id: 'results',
    heading: 'Results',
    items: [{ value: '+80%', label: 'Conversion rate' }],
  },
  {
    kind: 'groups',
    id: 'stack',
    heading: 'Stack',
    items: [{ title: 'Frontend', items: ['React', 'Next.js'] }],
  },
];

function renderBlocks() {
  return render(
    <BlockRenderer blocks={blocks} tones={sectionTones(blocks.map((block) => block.kind))} />,
  );
}

const formatted: readonly Block[] = [
  {
    kind: 'cards',
    id: 'rows',
    heading: 'Rows',
    format: 'feature-list',
    items: [{ icon: 'compass', title: 'Advice', text: 'Clear advice.' }],
  },
  {
    kind: 'cards',
    id: 'points',
    heading: 'Points',
    format: 'numbered',
    items: [{ title: 'First', text: 'One.' }],
  },
  {
    kind: 'groups',
    id: 'catalogue',
    heading: 'Catalogue',
    format: 'accordion',
    items: [
      { title: 'Frontend', items: ['React'] },
      { title: 'Backend', items: ['Node.js'] },
    ],
  },
];

describe('BlockRenderer', () => {
  it('renders each block in the format its content picks', () => {
    const { container } = render(
      <BlockRenderer
        blocks={[...blocks, ...formatted]}
        tones={sectionTones([...blocks, ...formatted].map((block) => block.kind))}
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

  it('renders one section per block, labelled by its h2, with the block id', () => {
    const { container } = renderBlocks();
    const sections = Array.from(container.querySelectorAll('section'));
    expect(sections.map((section) => section.id)).toEqual(blocks.map((block) => block.id));
    for (const block of blocks) {
      const section = screen.getByRole('region', { name: block.heading });
      expect(section.id).toBe(block.id);
      expect(
        within(section).getByRole('heading', { level: 2, name: block.heading }),
      ).toBeInTheDocument();
    }
  });

  it('renders the items of every kind of block', () => {
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
    const art = {
      src: '/images/illustrations/x.svg',
      alt: 'Illustration: a recruiter at work.',
      width: 900,
      height: 600,
    };
    const people: Block = { ...blocks[0]!, id: 'people', heading: 'People', art } as Block;
    const { container } = render(
      <BlockRenderer blocks={[people, blocks[0]!]} tones={['white', 'surface']} />,
    );
    const picture = within(screen.getByRole('region', { name: 'People' })).getByRole('img');
    expect(picture).toHaveAttribute('alt', art.alt);
    expect(picture).toHaveAttribute('width', '900');
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
