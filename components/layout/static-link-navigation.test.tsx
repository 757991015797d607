/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { StaticLinkNavigation } from './static-link-navigation';

const router = { push: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

// Server-made HTML as the page has it: plain anchors inside a `data-static` element.
const staticHtml = [
  '<a href="/about">About</a>',
  '<a href="/services?category=it#top">IT services</a>',
  '<a href="#details">Details</a>',
  '<a href="/careers" target="_blank">Careers in a new tab</a>',
  '<a href="/brochure.pdf" download>Brochure</a>',
  '<a href="https://elsewhere.example/">Elsewhere</a>',
  '<a href="mailto:hello@site.example">Mail</a>',
].join('');

function renderPage() {
  return render(
    <>
      <StaticLinkNavigation />
      <div data-static="" dangerouslySetInnerHTML={{ __html: staticHtml }} />
      <a href="/contact">Outside static HTML</a>
    </>,
  );
}

const link = (name: string) => screen.getByRole('link', { name });

beforeEach(() => {
  router.push.mockClear();
  router.prefetch.mockClear();
});

test('a click on an internal link navigates through the router instead of loading the page', () => {
  renderPage();
  const notCancelled = fireEvent.click(link('About'));
  expect(notCancelled).toBe(false);
  expect(router.push).toHaveBeenCalledWith('/about');
  fireEvent.click(link('IT services'));
  expect(router.push).toHaveBeenLastCalledWith('/services?category=it#top');
});

test('modified and middle clicks are left to the browser', () => {
  renderPage();
  for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
    expect(fireEvent.click(link('About'), { [modifier]: true })).toBe(true);
  }
  expect(fireEvent.click(link('About'), { button: 1 })).toBe(true);
  expect(router.push).not.toHaveBeenCalled();
});

test('new tabs, downloads, other sites, mail and in-page jumps are left to the browser', () => {
  renderPage();
  for (const name of ['Careers in a new tab', 'Brochure', 'Elsewhere', 'Mail', 'Details']) {
    expect(fireEvent.click(link(name))).toBe(true);
  }
  expect(router.push).not.toHaveBeenCalled();
});

test('links outside server-made HTML keep their own behaviour', () => {
  renderPage();
  expect(fireEvent.click(link('Outside static HTML'))).toBe(true);
  fireEvent.pointerOver(link('Outside static HTML'));
  expect(router.push).not.toHaveBeenCalled();
  expect(router.prefetch).not.toHaveBeenCalled();
});

test('a link is prefetched once when reached for: pointer, focus or touch', () => {
  renderPage();
  fireEvent.pointerOver(link('About'));
  fireEvent.focusIn(link('About'));
  expect(router.prefetch).toHaveBeenCalledTimes(1);
  expect(router.prefetch).toHaveBeenCalledWith('/about');
  fireEvent.focusIn(link('IT services'));
  fireEvent.touchStart(link('IT services'));
  expect(router.prefetch).toHaveBeenCalledTimes(2);
  fireEvent.pointerOver(link('Elsewhere'));
  expect(router.prefetch).toHaveBeenCalledTimes(2);
});

test('a click already handled elsewhere is not navigated again', () => {
  renderPage();
  link('About').addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link('About'));
  expect(router.push).not.toHaveBeenCalled();
});
