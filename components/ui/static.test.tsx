/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Icon } from '@/components/icon/icon';
import Link from '@/components/ui/link';
import { StaticImage } from '@/components/ui/static-image';
import { Static } from './static';
import { renderStaticMarkup } from './static-markup';

function Card({ title, href }: { title: string; href: string }) {
  return (
    <section id="card" aria-labelledby="card-heading" className="py-4">
      <h2 id="card-heading" className="text-xl">
        <Icon name="check" className="size-4" />
        {title}
      </h2>
      <Link href={href} className="btn-primary">
        Read <b>more</b>
      </Link>
      <details open>
        <summary>Open</summary>
        <p hidden={false} data-reveal tabIndex={-1} style={{ marginTop: 8, opacity: 0.5 }}>
          Five &lt; six &amp; &apos;quoted&apos;
        </p>
      </details>
    </section>
  );
}

test('a section becomes its own element holding server-made HTML, its Link a plain anchor', () => {
  const { container } = render(
    <Static>
      <Card title={`Tom & "Jerry" <3`} href="/about?x=1&y='2'" />
    </Static>,
  );
  const section = container.firstElementChild!;
  expect(section.tagName).toBe('SECTION');
  expect(section).toHaveAttribute('aria-labelledby', 'card-heading');
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`Tom & "Jerry" <3`);
  const anchor = screen.getByRole('link', { name: 'Read more' });
  expect(anchor).toHaveAttribute('href', "/about?x=1&y='2'");
  expect(anchor).toHaveClass('btn-primary');
  expect(container.querySelector('use')).toHaveAttribute('href', expect.stringMatching(/#check$/));
  expect(container.querySelector('details')).toHaveProperty('open', true);
  const paragraph = container.querySelector('p')!;
  expect(paragraph).toHaveTextContent(`Five < six & 'quoted'`);
  expect(paragraph).not.toHaveAttribute('hidden');
  expect(paragraph).toHaveAttribute('data-reveal', 'true');
  expect(paragraph).toHaveAttribute('tabindex', '-1');
  expect(paragraph.getAttribute('style')).toBe('margin-top:8px;opacity:0.5');
});

test('attribute values are single-quoted, so the payload does not escape them twice', () => {
  expect(renderStaticMarkup(<a href="/x" className="a b" />)).toBe(`<a href='/x' class='a b'></a>`);
  expect(renderStaticMarkup(<abbr title="it's" />)).toBe(`<abbr title='it&#39;s'></abbr>`);
});

test('an ampersand is escaped only where it could start a character reference', () => {
  expect(renderStaticMarkup(<p className="[&_a]:flex">{'Q & A: &copy &#169'}</p>)).toBe(
    `<p class='[&_a]:flex'>Q & A: &amp;copy &amp;#169</p>`,
  );
  expect(renderStaticMarkup(<a href="/search?q=1&amp=2" />)).toBe(
    `<a href='/search?q=1&amp;amp=2'></a>`,
  );
});

test("an image keeps next/image's optimised srcset", () => {
  const html = renderStaticMarkup(
    <StaticImage src="/images/photo.png" alt="A team" width={640} height={480} sizes="50vw" />,
  );
  expect(html).toMatch(/^<img alt='A team' /);
  expect(html).toMatch(
    /srcSet='\/_next\/image\?url=%2Fimages%2Fphoto\.png&amp;w=\d+&amp;q=75 \d+w, /,
  );
});

test('an interactive part in static markup fails loudly instead of shipping a dead control', () => {
  expect(() => renderStaticMarkup(<button onClick={() => {}}>Go</button>)).toThrow(/has a handler/);
  async function Later() {
    return <p>Later</p>;
  }
  expect(() => renderStaticMarkup(<Later />)).toThrow(/async/);
});

test('an interactive part fails the section, named in the error', () => {
  expect(() =>
    render(
      <Static>
        <section id="offer" className="py-4">
          <button onClick={() => {}}>Go</button>
        </section>
      </Static>,
    ),
  ).toThrow(
    /Static markup of <section id="offer" className="py-4">: <button onClick> has a handler/,
  );
});
