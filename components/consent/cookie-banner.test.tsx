/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installDialogMethods } from '@/tests/unit/fixtures/jsdom-dialog';
import { CookieBanner } from './cookie-banner';

const banner = () => screen.queryByRole('region', { name: 'We value your privacy' });

/** Fake timers also fake performance.now(), which starts at 0 like a fresh navigation. */
function renderAt(msSinceNavigationStart: number) {
  jest.advanceTimersByTime(msSinceNavigationStart);
  render(<CookieBanner />);
}

/** A banner already up: its code ran after the 1.5 s delay. */
function renderShown() {
  renderAt(2000);
  act(() => jest.advanceTimersByTime(10));
  return banner();
}

beforeAll(installDialogMethods);
beforeEach(() => {
  window.localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('cookie banner timing', () => {
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
});

describe('cookie banner motion (the CSS itself runs in the e2e suite, in Chromium)', () => {
  it('appears with the fade-in held back 0.3 s', () => {
    expect(renderShown()).toHaveClass('animate-fade-in', '[animation-delay:300ms]');
  });

  it('after a choice, stays while it slides out for 0.5 s, then is removed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const shown = renderShown();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(banner()).toBe(shown);
    expect(shown).toHaveClass('translate-y-[120%]', 'duration-500');
    act(() => jest.advanceTimersByTime(490));
    expect(banner()).toBe(shown);
    act(() => jest.advanceTimersByTime(20));
    expect(banner()).toBeNull();
  });
});
