/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { CopyrightYear } from './copyright-year';

afterEach(() => jest.useRealTimers());

/** Pre-renders the footer's year at `builtAt`, then loads the page at `viewedAt`. */
function viewFooter(builtAt: string, viewedAt: string, { javascript }: { javascript: boolean }) {
  jest.useFakeTimers({ now: new Date(builtAt) });
  document.body.innerHTML = `<p>© ${renderToStaticMarkup(<CopyrightYear />)} Company</p>`;
  jest.setSystemTime(new Date(viewedAt));
  if (javascript) new Function(document.querySelector('script')!.textContent!)();
  return (
    document.querySelector('p')!.firstChild!.textContent +
    document.querySelector('span')!.textContent
  );
}

it('shows the new year on 1 January on a page built the year before', () => {
  expect(viewFooter('2026-12-20T10:00:00', '2027-01-01T00:05:00', { javascript: true })).toBe(
    '© 2027',
  );
});

it('keeps the build year in the HTML for visitors without JavaScript', () => {
  expect(viewFooter('2026-12-20T10:00:00', '2027-01-01T00:05:00', { javascript: false })).toBe(
    '© 2026',
  );
});
