/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import Link from '@/components/ui/link';
import { DocumentOnlyHtml } from '@/lib/shared/document-only-html';
import { DocumentOnly } from './document-only';

const footer = (
  <footer className="bg-ink">
    <Link href="/about">About Us</Link>
  </footer>
);

test('the payload carries the element and a key, the HTML render writes the markup', () => {
  const element = DocumentOnly({ children: footer });
  expect(element.props).toMatchObject({ tag: 'footer', className: 'bg-ink', 'data-static': '' });
  expect(JSON.stringify(element.props)).not.toContain('About');
  const { container } = render(element);
  expect(container.firstElementChild).toHaveClass('bg-ink');
  expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
});

test('in the browser, where nothing is registered, hydration keeps the markup the HTML brought', async () => {
  const container = document.createElement('div');
  container.innerHTML = `<footer data-static=""><a href="/about">About Us</a></footer>`;
  document.body.append(container);
  await act(async () => {
    hydrateRoot(
      container,
      <DocumentOnlyHtml tag="footer" htmlKey="never-registered" data-static="" />,
    );
  });
  expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
});
