/** @jest-environment jsdom */
import {
  CONSENT_MAX_AGE_MS,
  allAccepted,
  customizeDefaults,
  readConsent,
  saveConsent,
} from './consent-store';

describe('consent store', () => {
  beforeEach(() => window.localStorage.clear());

  it('has no consent until one is saved', () => {
    expect(readConsent()).toBeNull();
  });

  it('stores the choice under cookieConsent and cookiePreferences with the date it was given', () => {
    saveConsent('accepted', allAccepted);
    expect(window.localStorage.getItem('cookieConsent')).toBe('accepted');
    const stored = JSON.parse(window.localStorage.getItem('cookiePreferences')!);
    expect(stored).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: true,
      personalization: true,
    });
    expect(Date.parse(stored.givenAt)).not.toBeNaN();
    expect(readConsent()?.value).toBe('accepted');
  });

  it('keeps necessary on whatever is stored', () => {
    saveConsent('customized', { ...customizeDefaults, marketing: false });
    expect(readConsent()?.preferences).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      personalization: true,
    });
  });

  it('asks again after a year', () => {
    saveConsent('declined', customizeDefaults);
    const givenAt = Date.parse(
      JSON.parse(window.localStorage.getItem('cookiePreferences')!).givenAt,
    );
    expect(readConsent(givenAt + CONSENT_MAX_AGE_MS - 1000)).not.toBeNull();
    expect(readConsent(givenAt + CONSENT_MAX_AGE_MS + 1000)).toBeNull();
  });

  it('treats malformed storage as no consent', () => {
    window.localStorage.setItem('cookieConsent', 'accepted');
    window.localStorage.setItem('cookiePreferences', '{not json');
    expect(readConsent()).toBeNull();
    window.localStorage.setItem('cookieConsent', 'maybe');
    window.localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ givenAt: new Date().toISOString() }),
    );
    expect(readConsent()).toBeNull();
  });
});
