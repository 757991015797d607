/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installDialogMethods } from '@/tests/unit/fixtures/jsdom-dialog';
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

});

describe('cookie banner motion (real time: framer-motion runs on animation frames)', () => {
  beforeAll(installDialogMethods);
  beforeEach(() => window.localStorage.clear());

  it('appears transparent and fades in 0.3 s later', async () => {
    render(<CookieBanner />);
    const shown = await screen.findByRole('region', { name: 'We value your privacy' }, { timeout: 3000 });
    const appearedAt = performance.now();
    expect(shown).toHaveStyle({ opacity: '0' });
    await waitFor(() => expect(shown).toHaveStyle({ opacity: '1' }));
    expect(performance.now() - appearedAt).toBeGreaterThanOrEqual(500);
  });

  it('after a choice, stays while it slides out for 0.5 s, then is removed', async () => {
    render(<CookieBanner />);
    const shown = await screen.findByRole('region', { name: 'We value your privacy' }, { timeout: 3000 });
    await waitFor(() => expect(shown).toHaveStyle({ opacity: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    const choseAt = performance.now();
    expect(banner()).toBe(shown);
    await waitFor(() => expect(shown.style.transform).toMatch(/translateY\([1-9]/));
    await waitFor(() => expect(banner()).toBeNull());
    expect(performance.now() - choseAt).toBeGreaterThanOrEqual(450);
  });
});
