/** @jest-environment jsdom */
// The loader asks for the provider only after analytics consent, sets Consent Mode before the
// tag, and switches the tag off on withdrawal; conversions go out only with consent.
import { act, render, waitFor } from '@testing-library/react';
import { allAccepted, allDeclined, saveConsent } from '@/components/consent/consent-store';
import { AnalyticsLoader } from './analytics-loader';
import { analyticsWindow } from './analytics-window';
import { trackConversion } from './conversions';

jest.mock('./provider-script', () => ({ __esModule: true, default: () => null }));

const fetchMock = jest.fn();
const commands = () =>
  (analyticsWindow().dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

beforeEach(() => {
  window.localStorage.clear();
  delete analyticsWindow().dataLayer;
  delete analyticsWindow().gtag;
  fetchMock.mockReset().mockResolvedValue({
    ok: true,
    json: async () => ({ provider: { name: 'ga4', measurementId: 'G-TEST12345' } }),
  });
  global.fetch = fetchMock;
});

it('asks for nothing before consent, then sets every type denied and the choice before the tag', async () => {
  render(<AnalyticsLoader />);
  expect(fetchMock).not.toHaveBeenCalled();
  act(() =>
    saveConsent('customized', {
      necessary: true,
      analytics: true,
      marketing: false,
      personalization: true,
    }),
  );
  await waitFor(() => expect(commands()).toHaveLength(2));
  expect(fetchMock).toHaveBeenCalledWith('/api/analytics');
  const [defaults, update] = commands();
  expect(defaults).toEqual([
    'consent',
    'default',
    expect.objectContaining({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    }),
  ]);
  expect(update).toEqual([
    'consent',
    'update',
    expect.objectContaining({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      personalization_storage: 'granted',
    }),
  ]);

  act(() => saveConsent('declined', allDeclined));
  await waitFor(() => expect(commands()).toHaveLength(3));
  expect(commands()[2]).toEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'denied' }),
  ]);
  expect(analyticsWindow()['ga-disable-G-TEST12345']).toBe(true);
});

it('never asks when the visitor declines', async () => {
  saveConsent('declined', allDeclined);
  render(<AnalyticsLoader />);
  await act(async () => {});
  expect(fetchMock).not.toHaveBeenCalled();
});

it('sends a conversion with the page only while analytics is consented', () => {
  const gtag = jest.fn();
  analyticsWindow().gtag = gtag;
  window.history.replaceState(null, '', '/contact');
  trackConversion('enquiry_sent', { service: 'Cybersecurity', outcome: 'delivered' });
  expect(gtag).not.toHaveBeenCalled();
  saveConsent('accepted', allAccepted);
  trackConversion('enquiry_sent', { service: 'Cybersecurity', outcome: 'delivered' });
  expect(gtag).toHaveBeenCalledTimes(1);
  expect(gtag).toHaveBeenCalledWith('event', 'enquiry_sent', {
    service: 'Cybersecurity',
    outcome: 'delivered',
    page: '/contact',
  });
});
