import type { VitalsBeacon } from '@/lib/shared/schemas/vitals';

/** What the reporter reads of web-vitals' Metric (next/web-vitals ships no type for it). */
export type ReportedMetric = {
  name: string;
  value: number;
  rating: string;
  id: string;
  navigationType: string;
  /** The page the metric belongs to (after a client-side navigation, not the one shown now). */
  navigationURL?: string;
  entries: PerformanceEntry[];
};

const REPORTED = new Set(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
const DEPTH = 5;
/** The server keeps element paths of at most this length, in tag and id characters only. */
const MAX_LENGTH = 80;
const OTHER_CHARACTERS = /[^A-Za-z0-9_-]/g;

/**
 * An element as a short path of tag names, up to the nearest id ('section#hero>div>p'): where
 * a metric happened, never what the element says or holds. At most MAX_LENGTH characters,
 * dropping the outer steps first.
 * Test seam.
 */
export function describeElement(element: Element | null | undefined): string | undefined {
  const parts: string[] = [];
  for (
    let node = element;
    node && node.localName !== 'body' && parts.length < DEPTH;
    node = node.parentElement
  ) {
    const tag = node.localName.replace(OTHER_CHARACTERS, '');
    const id = node.id.replace(OTHER_CHARACTERS, '');
    if (id) {
      parts.unshift(`${tag}#${id}`);
      break;
    }
    parts.unshift(tag);
  }
  while (parts.length > 1 && parts.join('>').length > MAX_LENGTH) parts.shift();
  const path = parts.join('>').slice(0, MAX_LENGTH);
  return path || undefined;
}

/** LCP's element, or the target of the slowest interaction's events (INP). */
function attributionOf(metric: ReportedMetric): VitalsBeacon['attribution'] {
  if (metric.name === 'LCP') {
    const element = describeElement(
      (metric.entries.at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined)
        ?.element,
    );
    return element ? { element } : undefined;
  }
  if (metric.name === 'INP') {
    const withTarget = (metric.entries as (PerformanceEntry & { target?: Node | null })[]).find(
      (entry) => entry.target instanceof Element,
    );
    const target = describeElement(withTarget?.target as Element | undefined);
    return target ? { target } : undefined;
  }
  return undefined;
}

/** The body POST /api/vitals takes for one metric; null for a metric the site does not keep. */
export function beaconOf(metric: ReportedMetric, currentUrl: string): VitalsBeacon | null {
  if (!REPORTED.has(metric.name)) return null;
  const attribution = attributionOf(metric);
  return {
    name: metric.name as VitalsBeacon['name'],
    value: metric.value,
    rating: metric.rating as VitalsBeacon['rating'],
    id: metric.id,
    navigationType: metric.navigationType as VitalsBeacon['navigationType'],
    page: new URL(metric.navigationURL ?? currentUrl).pathname,
    ...(attribution && { attribution }),
  };
}
