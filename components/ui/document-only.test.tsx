/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { DocumentOnlyHtml } from '@/lib/shared/document-only-html';

test('in the browser, where nothing is registered, hydration keeps the markup the HTML brought', async () => {
  const container = document.createElement('div');
  container.innerHTML = `<footer><a href="/about">About Us</a></footer>`;
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <DocumentOnlyHtml tag="footer" htmlKey="never-registered" />);
  });
  expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
});
