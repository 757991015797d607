/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { DocumentOnly } from '@/components/ui/document-only';
import Link from '@/components/ui/link';
import { documentHtml } from './document-only-registry';

test('the payload carries the element and a key, the HTML render writes the markup', () => {
  const element = DocumentOnly({
    children: (
      <footer className="bg-ink">
        <Link href="/about">About Us</Link>
      </footer>
    ),
  });
  expect(element.props).toMatchObject({ tag: 'footer', className: 'bg-ink' });
  expect(JSON.stringify(element.props)).not.toContain('About');
  expect(renderToString(element)).toBe(
    `<footer class="bg-ink"><a href='/about'>About Us</a></footer>`,
  );
});

test('on the server, a key with nothing registered fails the render, naming the element', () => {
  expect(() => documentHtml('never-registered', '<footer>')).toThrow(
    '<footer>: its document-only markup (never-registered) was not handed over',
  );
});
