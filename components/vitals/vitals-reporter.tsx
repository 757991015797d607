'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { beaconOf, type ReportedMetric } from '@/lib/shared/vitals/beacon';

const ENDPOINT = '/api/vitals';

/** One metric to POST /api/vitals; a beacon survives the page being closed or left. */
function report(metric: ReportedMetric) {
  const beacon = beaconOf(metric, window.location.href);
  if (!beacon) return;
  const body = JSON.stringify(beacon);
  if (!navigator.sendBeacon?.(ENDPOINT, body))
    void fetch(ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => {});
}

/** Reports this page view's Core Web Vitals (no cookie, no identifier: see the privacy policy). */
export function VitalsReporter() {
  useReportWebVitals(report);
  return null;
}
