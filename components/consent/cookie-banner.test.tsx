/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installDialogMethods, installResizeObserver } from '@/tests/unit/fixtures/jsdom-dialog';
import { CookieBanner } from './cookie-banner';
import { reopenConsent } from './consent-reopen';

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

beforeAll(() => {
  installDialogMethods();
  installResizeObserver();
});
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

// The fade-in and the slide-out are CSS; tests/e2e/shell.spec.ts checks them in Chromium.
describe('cookie banner choices', () => {
  const stored = () => ({
    consent: window.localStorage.getItem('cookieConsent'),
    preferences: JSON.parse(window.localStorage.getItem('cookiePreferences') ?? 'null') as Record<
      string,
      unknown
    > | null,
  });

  it('is a region named by its heading, with its three choices and the privacy policy', () => {
    const shown = renderShown();
    expect(shown).toBeVisible();
    expect(screen.getByRole('heading', { name: 'We value your privacy' })).toBeVisible();
    for (const name of ['Accept All', 'Decline All', 'Customize'])
      expect(screen.getByRole('button', { name })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(stored().consent).toBeNull();
  });

  it('after a choice, stores it, stays while it slides out for 0.5 s, then is removed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const shown = renderShown();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(stored()).toMatchObject({
      consent: 'accepted',
      preferences: { necessary: true, analytics: true, marketing: true, personalization: true },
    });
    expect(banner()).toBe(shown);
    act(() => jest.advanceTimersByTime(490));
    expect(banner()).toBe(shown);
    act(() => jest.advanceTimersByTime(20));
    expect(banner()).toBeNull();
  });

  it('reopened from the cookie settings while it slides out, it stays up', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderShown();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    act(() => jest.advanceTimersByTime(200));
    // A busy page runs the reopen and the end of the slide-out in one go.
    act(() => {
      reopenConsent();
      jest.advanceTimersByTime(400);
    });
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline All' })).toBeVisible();
  });

  it('Escape dismisses it without a choice: nothing stored, focus back where it was, Cookie settings brings it back', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderShown();
    render(<button type="button">Before</button>);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab({ shift: true }); // into the banner's last control, as from the page
    expect(screen.getByRole('button', { name: 'Customize' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(510));
    expect(banner()).toBeNull();
    expect(stored().consent).toBeNull();
    act(() => reopenConsent());
    act(() => jest.advanceTimersByTime(10));
    expect(banner()).toBeInTheDocument();
  });

  it('after a choice made from the banner, focus moves on to the skip link, never to <body>', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderShown();
    render(<a href="#main">Skip to content</a>);
    screen.getByRole('button', { name: 'Decline All' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });

  it('Decline All keeps only the necessary storage', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderShown();
    await user.click(screen.getByRole('button', { name: 'Decline All' }));
    expect(stored()).toMatchObject({
      consent: 'declined',
      preferences: { necessary: true, analytics: false, marketing: false, personalization: false },
    });
  });

  it('Customize opens the preferences; Save Preferences stores exactly what was ticked', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderShown();
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    const preferences = screen.getByRole('dialog', { name: 'Cookie preferences' });
    expect(preferences).toHaveAttribute('open');
    // Short names; what each does is the description.
    expect(
      within(preferences).getByRole('checkbox', { name: 'Marketing' }),
    ).toHaveAccessibleDescription('Let partners show you relevant content on other sites.');
    expect(within(preferences).getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    expect(within(preferences).getByRole('checkbox', { name: /Analytics/ })).toBeChecked();
    expect(within(preferences).getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
    await user.click(within(preferences).getByRole('checkbox', { name: /Analytics/ }));
    await user.click(within(preferences).getByRole('checkbox', { name: /Marketing/ }));
    await user.click(within(preferences).getByRole('button', { name: 'Save Preferences' }));
    expect(stored()).toMatchObject({
      consent: 'customized',
      preferences: { necessary: true, analytics: false, marketing: true, personalization: true },
    });
    expect(preferences).not.toHaveAttribute('open');
  });

  it('Cancel closes the preferences without storing anything and gives focus back to Customize', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const shown = renderShown();
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    const preferences = screen.getByRole('dialog', { name: 'Cookie preferences' });
    await user.click(within(preferences).getByRole('button', { name: 'Cancel' }));
    expect(preferences).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Customize' })).toHaveFocus();
    expect(stored().consent).toBeNull();
    expect(banner()).toBe(shown);
  });
});
