/** @jest-environment jsdom */
import { beaconOf, describeElement, type ReportedMetric } from './beacon';

const metric = (overrides: Partial<ReportedMetric>): ReportedMetric => ({
  name: 'LCP',
  value: 1500,
  rating: 'good',
  id: 'v5-1',
  navigationType: 'navigate',
  entries: [],
  ...overrides,
});

describe('the vitals beacon', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<main><section id="hero"><div><p class="lead">Hello <b>Asha</b></p></div></section><button>Go</button></main>';
  });

  it('describes an element by tag names up to the nearest id, never by its text', () => {
    expect(describeElement(document.querySelector('b'))).toBe('section#hero>div>p>b');
    expect(describeElement(document.querySelector('button'))).toBe('main>button');
    expect(describeElement(null)).toBeUndefined();
  });

  it('keeps to what the server takes: tag and id characters, at most 80 of them', () => {
    document.body.innerHTML = `<div id="«r1»:x"><p>a</p></div><section id="${'long-id-'.repeat(12)}"><div><div><div><p><i>b</i></p></div></div></div></section>`;
    expect(describeElement(document.querySelector('div p'))).toBe('div#r1x>p');
    const long = describeElement(document.querySelector('i'))!;
    expect(long).toMatch(/^[A-Za-z0-9#>._-]{1,80}$/);
    expect(long).toBe('div>div>div>p>i');
  });

  it("sends LCP with its element and the metric's page, not the one shown now", () => {
    const entry = { element: document.querySelector('p') } as unknown as PerformanceEntry;
    expect(
      beaconOf(
        metric({ entries: [entry], navigationURL: 'https://site.example/about?x=1#y' }),
        'https://site.example/contact',
      ),
    ).toEqual({
      name: 'LCP',
      value: 1500,
      rating: 'good',
      id: 'v5-1',
      navigationType: 'navigate',
      page: '/about',
      attribution: { element: 'section#hero>div>p' },
    });
  });

  it("sends INP with the slowest interaction's target", () => {
    const entries = [
      { target: null },
      { target: document.querySelector('button') },
    ] as unknown as PerformanceEntry[];
    expect(
      beaconOf(
        metric({ name: 'INP', value: 240, rating: 'needs-improvement', entries }),
        'https://site.example/',
      ),
    ).toMatchObject({
      name: 'INP',
      page: '/',
      attribution: { target: 'main>button' },
    });
  });

  it('sends other metrics without attribution, and nothing for metrics the site does not keep', () => {
    expect(
      beaconOf(metric({ name: 'TTFB', value: 90 }), 'https://site.example/careers'),
    ).not.toHaveProperty('attribution');
    expect(beaconOf(metric({ name: 'FID' }), 'https://site.example/')).toBeNull();
  });
});
