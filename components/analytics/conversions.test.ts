/** @jest-environment jsdom */
import { allAccepted, allDeclined, saveConsent } from '@/components/consent/consent-store';
import { flushConversions, trackConversion } from './conversions';

type GtagWindow = { gtag?: (...args: unknown[]) => void };
const sent: unknown[][] = [];

beforeEach(() => {
  sent.length = 0;
  delete (window as GtagWindow).gtag;
  window.localStorage.clear();
});

it('keeps a conversion made before the tag is set up and sends it once the tag is', () => {
  saveConsent('accepted', allAccepted);
  trackConversion('apply_click', { job_id: '1001', job_title: 'Java Developer' });
  expect(sent).toHaveLength(0);

  (window as GtagWindow).gtag = (...args) => sent.push(args);
  flushConversions();
  flushConversions();
  expect(sent).toEqual([
    ['event', 'apply_click', { job_id: '1001', job_title: 'Java Developer', page: '/' }],
  ]);
});

it('neither sends nor keeps anything without analytics consent', () => {
  saveConsent('declined', allDeclined);
  trackConversion('whatsapp_chat_click', {});
  (window as GtagWindow).gtag = (...args) => sent.push(args);
  flushConversions();
  trackConversion('whatsapp_chat_click', {});
  expect(sent).toEqual([]);
});
