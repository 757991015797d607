/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { CookieBanner } from './cookie-banner';

const banner = () => screen.queryByRole('region', { name: 'We value your privacy' });

/** Fake timers also fake performance.now(), which starts at 0 like a fresh navigation. */
function renderAt(msSinceNavigationStart: number) {
  jest.advanceTimersByTime(msSinceNavigationStart);
  render(<CookieBanner />);
}

describe('cookie banner timing', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('appears 1.5 s after navigation start, however late its code was loaded', () => {
    renderAt(1000);
    act(() => jest.advanceTimersByTime(450));
    expect(banner()).toBeNull();
    act(() => jest.advanceTimersByTime(100));
    expect(banner()).toBeInTheDocument();
  });

  it('appears at once when the page took longer than 1.5 s to become idle', () => {
    renderAt(4000);
    act(() => jest.advanceTimersByTime(10));
    expect(banner()).toBeInTheDocument();
  });

  it('fades in 0.3 s after it appears', () => {
    renderAt(0);
    act(() => jest.advanceTimersByTime(1500));
    expect(banner()).toHaveAttribute('data-phase', 'mounted');
    act(() => jest.advanceTimersByTime(300));
    expect(banner()).toHaveAttribute('data-phase', 'visible');
  });
});
