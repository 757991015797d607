/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieBannerLoader } from './cookie-banner-loader';
import { CookieSettingsButton } from './cookie-settings-button';
import { saveConsent, allDeclined } from './consent-store';
import { installResizeObserver } from '@/tests/unit/fixtures/jsdom-dialog';

beforeAll(installResizeObserver);

describe('cookie settings before the banner has loaded', () => {
  beforeEach(() => {
    window.localStorage.clear();
    // The page is still loading, so the idle loader has not fetched the banner yet.
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  });

  it('loads the banner at once and shows it, even when a choice was saved before', async () => {
    saveConsent('declined', allDeclined);
    render(
      <>
        <CookieBannerLoader />
        <CookieSettingsButton />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Accept All' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));

    expect(await screen.findByRole('button', { name: 'Accept All' })).toBeInTheDocument();
  });
});
